/** What the API takes for an image: JPEG, PNG or WebP up to 4 MB (it checks the content again). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const IMAGE_MAX_BYTES = 4 * 1024 * 1024;

/** Whether a chosen file may be sent (the browser's type and size; the server reads the content). */
export function isAcceptableImage(file: File): boolean {
  return IMAGE_ACCEPT.split(',').includes(file.type) && file.size > 0 && file.size <= IMAGE_MAX_BYTES;
}

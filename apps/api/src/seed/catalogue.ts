/**
 * The demo marketplace's vocabulary as plain data: the category tree with what each leaf sells,
 * brands, shops, variation attributes, badges, taxes and units. The seed turns it into rows.
 * Emoji names are icons of @iconify-json/fluent-emoji.
 */

/** Which variation attributes a leaf category's products combine. */
export type VariationScheme = 'apparel' | 'shoes' | 'color' | 'storage' | 'weight' | 'none';

export interface Named {
  name: string;
  slug: string;
  es: string;
  ar: string;
}

export interface LeafCategory extends Named {
  /**
   * The products' pictures (icons of @iconify-json/fluent-emoji): one icon that shows every noun,
   * or one per noun, `emojis[i]` showing `nouns[i]` (catalogue.test.ts checks that each fits).
   */
  emojis: string[];
  /** product nouns; a product name is `<brand> <adjective> <noun>` */
  nouns: string[];
  adjectives: string[];
  /** price range in major units */
  price: [number, number];
  scheme: VariationScheme;
  unit: UnitName;
  tags: string[];
}

export interface MidCategory extends Named {
  emoji: string;
  children: LeafCategory[];
}

export interface RootCategory extends Named {
  emoji: string;
  /** the shop that mainly sells this department (besides the admin shop) */
  shop: string;
  children: MidCategory[];
}

export const UNITS = ['pc', 'pair', 'set', 'kg', 'pack', 'box', 'bottle'] as const;
export type UnitName = (typeof UNITS)[number];
export const UNIT_TRANSLATIONS: Record<UnitName, { es: string; ar: string }> = {
  pc: { es: 'ud', ar: 'قطعة' },
  pair: { es: 'par', ar: 'زوج' },
  set: { es: 'juego', ar: 'طقم' },
  kg: { es: 'kg', ar: 'كغ' },
  pack: { es: 'paquete', ar: 'عبوة' },
  box: { es: 'caja', ar: 'علبة' },
  bottle: { es: 'botella', ar: 'زجاجة' },
};

const leaf = (
  name: string,
  slug: string,
  es: string,
  ar: string,
  spec: Omit<LeafCategory, keyof Named>,
): LeafCategory => ({ name, slug, es, ar, ...spec });

const CLOTHING_ADJ = [
  'Classic',
  'Essential',
  'Slim Fit',
  'Relaxed',
  'Organic Cotton',
  'Premium',
  'Everyday',
  'Vintage',
];
const TECH_ADJ = ['Pro', 'Ultra', 'Lite', 'Max', 'Smart', 'Wireless', 'Compact', 'Plus'];
const HOME_ADJ = ['Nordic', 'Modern', 'Rustic', 'Minimal', 'Handcrafted', 'Classic', 'Compact', 'Deluxe'];
const FOOD_ADJ = ['Organic', 'Fresh', 'Farm', 'Premium', 'Hand-picked', 'Artisan', 'Natural', 'Local'];
const SPORT_ADJ = [
  'Pro',
  'Training',
  'Elite',
  'All-Weather',
  'Lightweight',
  'Competition',
  'Junior',
  'Trail',
];
const KIDS_ADJ = ['Cuddly', 'Rainbow', 'Mini', 'Happy', 'Learning', 'Adventure', 'Soft', 'Classic'];
const BEAUTY_ADJ = [
  'Hydrating',
  'Matte',
  'Natural',
  'Velvet',
  'Radiant',
  'Gentle',
  'Nourishing',
  'Long-Lasting',
];
const PAPER_ADJ = ['Classic', 'Premium', 'Pocket', 'Studio', 'Recycled', 'Deluxe', 'Everyday', 'Artist'];

export const CATEGORY_TREE: RootCategory[] = [
  {
    name: 'Fashion',
    slug: 'fashion',
    es: 'Moda',
    ar: 'أزياء',
    emoji: 'dress',
    shop: 'urban-threads',
    children: [
      {
        name: "Men's Clothing",
        slug: 'mens-clothing',
        es: 'Ropa de hombre',
        ar: 'ملابس رجالية',
        emoji: 't-shirt',
        children: [
          leaf('T-Shirts', 't-shirts', 'Camisetas', 'تيشيرتات', {
            emojis: ['t-shirt'],
            nouns: ['Crew Neck T-Shirt', 'V-Neck Tee', 'Pocket Tee', 'Graphic T-Shirt', 'Henley Shirt'],
            adjectives: CLOTHING_ADJ,
            price: [9, 35],
            scheme: 'apparel',
            unit: 'pc',
            tags: ['cotton', 'summer', 'casual'],
          }),
          leaf('Jeans', 'jeans', 'Vaqueros', 'جينز', {
            emojis: ['jeans'],
            nouns: ['Straight Jeans', 'Skinny Jeans', 'Tapered Denim', 'Chino Pants', 'Cargo Pants'],
            adjectives: CLOTHING_ADJ,
            price: [25, 80],
            scheme: 'apparel',
            unit: 'pc',
            tags: ['denim', 'casual'],
          }),
          leaf('Jackets & Coats', 'jackets-coats', 'Chaquetas y abrigos', 'جاكيتات ومعاطف', {
            emojis: ['coat'],
            nouns: ['Trench Coat', 'Puffer Jacket', 'Bomber Jacket', 'Rain Jacket', 'Wool Overcoat'],
            adjectives: CLOTHING_ADJ,
            price: [45, 180],
            scheme: 'apparel',
            unit: 'pc',
            tags: ['winter', 'outerwear'],
          }),
        ],
      },
      {
        name: "Women's Clothing",
        slug: 'womens-clothing',
        es: 'Ropa de mujer',
        ar: 'ملابس نسائية',
        emoji: 'womans-clothes',
        children: [
          leaf('Dresses', 'dresses', 'Vestidos', 'فساتين', {
            emojis: ['dress'],
            nouns: ['Midi Dress', 'Wrap Dress', 'Summer Dress', 'Maxi Dress', 'Shirt Dress'],
            adjectives: ['Floral', 'Linen', 'Flowy', 'Elegant', 'Everyday', 'Pleated', 'Satin', 'Cotton'],
            price: [25, 120],
            scheme: 'apparel',
            unit: 'pc',
            tags: ['summer', 'party', 'new-season'],
          }),
          leaf('Tops & Blouses', 'tops-blouses', 'Tops y blusas', 'بلوزات', {
            emojis: ['womans-clothes'],
            nouns: ['Silk Blouse', 'Knit Top', 'Tunic', 'Cropped Top', 'Peplum Blouse'],
            adjectives: CLOTHING_ADJ,
            price: [15, 60],
            scheme: 'apparel',
            unit: 'pc',
            tags: ['office', 'casual'],
          }),
          leaf('Traditional Wear', 'traditional-wear', 'Ropa tradicional', 'ملابس تقليدية', {
            emojis: ['sari', 'sari', 'womans-clothes', 'womans-clothes', 'kimono'],
            nouns: ['Silk Saree', 'Cotton Saree', 'Salwar Kameez', 'Embroidered Kurti', 'Festive Kimono'],
            adjectives: [
              'Handloom',
              'Embroidered',
              'Festive',
              'Jamdani',
              'Printed',
              'Classic',
              'Royal',
              'Pastel',
            ],
            price: [30, 250],
            scheme: 'color',
            unit: 'pc',
            tags: ['eid', 'festive', 'handmade'],
          }),
          leaf('Swimwear', 'swimwear', 'Ropa de baño', 'ملابس سباحة', {
            emojis: ['one-piece-swimsuit', 'bikini', 'shorts', 't-shirt'],
            nouns: ['One-Piece Swimsuit', 'Bikini Set', 'Swim Shorts', 'Rash Guard'],
            adjectives: [
              'Sporty',
              'Tropical',
              'Classic',
              'Quick-Dry',
              'Retro',
              'Essential',
              'Ribbed',
              'Sunny',
            ],
            price: [20, 70],
            scheme: 'apparel',
            unit: 'pc',
            tags: ['summer', 'beach'],
          }),
        ],
      },
      {
        name: 'Accessories',
        slug: 'accessories',
        es: 'Accesorios',
        ar: 'إكسسوارات',
        emoji: 'handbag',
        children: [
          leaf('Bags', 'bags', 'Bolsos', 'حقائب', {
            emojis: ['handbag', 'purse', 'backpack', 'clutch-bag', 'handbag', 'briefcase'],
            nouns: ['Tote Bag', 'Crossbody Bag', 'Backpack', 'Clutch', 'Shoulder Bag', 'Laptop Bag'],
            adjectives: [
              'Leather',
              'Canvas',
              'Vegan Leather',
              'Classic',
              'Travel',
              'Quilted',
              'Minimal',
              'Urban',
            ],
            price: [20, 150],
            scheme: 'color',
            unit: 'pc',
            tags: ['leather', 'gift-idea'],
          }),
          leaf('Hats & Caps', 'hats-caps', 'Sombreros y gorras', 'قبعات', {
            emojis: ['billed-cap', 'womans-hat', 'womans-hat', 'top-hat', 'womans-hat'],
            nouns: ['Baseball Cap', 'Bucket Hat', 'Sun Hat', 'Top Hat', 'Fedora'],
            adjectives: ['Classic', 'Washed', 'Straw', 'Wool', 'Sporty', 'Vintage', 'Packable', 'Everyday'],
            price: [8, 45],
            scheme: 'color',
            unit: 'pc',
            tags: ['summer', 'casual'],
          }),
          leaf('Sunglasses', 'sunglasses', 'Gafas de sol', 'نظارات شمسية', {
            emojis: ['sunglasses'],
            nouns: [
              'Aviator Sunglasses',
              'Round Sunglasses',
              'Wayfarer',
              'Sports Shades',
              'Cat-Eye Sunglasses',
            ],
            adjectives: [
              'Polarized',
              'Classic',
              'Retro',
              'Lightweight',
              'Metal',
              'Oversized',
              'UV400',
              'Gradient',
            ],
            price: [12, 140],
            scheme: 'color',
            unit: 'pc',
            tags: ['summer', 'travel'],
          }),
          leaf('Watches', 'watches', 'Relojes', 'ساعات', {
            emojis: ['watch'],
            nouns: ['Chronograph Watch', 'Dress Watch', 'Diver Watch', 'Field Watch', 'Fitness Watch'],
            adjectives: ['Automatic', 'Quartz', 'Steel', 'Minimal', 'Sport', 'Classic', 'Titanium', 'Solar'],
            price: [35, 400],
            scheme: 'color',
            unit: 'pc',
            tags: ['gift-idea', 'luxury'],
          }),
        ],
      },
    ],
  },
  {
    name: 'Shoes',
    slug: 'shoes',
    es: 'Calzado',
    ar: 'أحذية',
    emoji: 'running-shoe',
    shop: 'sole-society',
    children: [
      {
        name: "Men's Shoes",
        slug: 'mens-shoes',
        es: 'Zapatos de hombre',
        ar: 'أحذية رجالية',
        emoji: 'mans-shoe',
        children: [
          leaf('Sneakers', 'sneakers', 'Zapatillas', 'أحذية رياضية', {
            emojis: ['running-shoe'],
            nouns: ['Running Shoes', 'Court Sneakers', 'Trail Runners', 'Knit Sneakers', 'High-Top Sneakers'],
            adjectives: SPORT_ADJ,
            price: [35, 160],
            scheme: 'shoes',
            unit: 'pair',
            tags: ['running', 'casual'],
          }),
          leaf('Formal Shoes', 'formal-shoes', 'Zapatos formales', 'أحذية رسمية', {
            emojis: ['mans-shoe'],
            nouns: ['Oxford Shoes', 'Derby Shoes', 'Loafers', 'Monk Straps', 'Brogues'],
            adjectives: [
              'Leather',
              'Suede',
              'Classic',
              'Handmade',
              'Patent',
              'Polished',
              'Italian',
              'Comfort',
            ],
            price: [45, 220],
            scheme: 'shoes',
            unit: 'pair',
            tags: ['leather', 'office'],
          }),
          leaf('Boots', 'mens-boots', 'Botas de hombre', 'أحذية طويلة رجالية', {
            emojis: ['hiking-boot'],
            nouns: ['Hiking Boots', 'Chelsea Boots', 'Work Boots', 'Desert Boots'],
            adjectives: [
              'Waterproof',
              'Rugged',
              'Leather',
              'Suede',
              'Trail',
              'Classic',
              'Insulated',
              'Lightweight',
            ],
            price: [60, 240],
            scheme: 'shoes',
            unit: 'pair',
            tags: ['winter', 'outdoor'],
          }),
        ],
      },
      {
        name: "Women's Shoes",
        slug: 'womens-shoes',
        es: 'Zapatos de mujer',
        ar: 'أحذية نسائية',
        emoji: 'high-heeled-shoe',
        children: [
          leaf('Heels', 'heels', 'Tacones', 'كعب عالٍ', {
            emojis: ['high-heeled-shoe'],
            nouns: ['Pumps', 'Block Heels', 'Stilettos', 'Slingback Heels', 'Kitten Heels'],
            adjectives: ['Satin', 'Patent', 'Suede', 'Classic', 'Party', 'Pointed', 'Strappy', 'Elegant'],
            price: [30, 180],
            scheme: 'shoes',
            unit: 'pair',
            tags: ['party', 'office'],
          }),
          leaf('Sandals & Flats', 'sandals-flats', 'Sandalias y bailarinas', 'صنادل', {
            emojis: ['womans-sandal', 'ballet-shoes', 'thong-sandal', 'flat-shoe', 'thong-sandal'],
            nouns: ['Flat Sandals', 'Ballet Flats', 'Flip-Flops', 'Espadrilles', 'Slides'],
            adjectives: ['Comfort', 'Leather', 'Beach', 'Woven', 'Cushioned', 'Classic', 'Summer', 'Braided'],
            price: [12, 90],
            scheme: 'shoes',
            unit: 'pair',
            tags: ['summer', 'beach'],
          }),
          leaf('Boots', 'womens-boots', 'Botas de mujer', 'أحذية طويلة نسائية', {
            emojis: ['womans-boot'],
            nouns: ['Ankle Boots', 'Knee-High Boots', 'Chelsea Boots', 'Combat Boots'],
            adjectives: [
              'Suede',
              'Leather',
              'Lined',
              'Classic',
              'Platform',
              'Waterproof',
              'Heeled',
              'Slouchy',
            ],
            price: [55, 230],
            scheme: 'shoes',
            unit: 'pair',
            tags: ['winter', 'leather'],
          }),
        ],
      },
    ],
  },
  {
    name: 'Electronics',
    slug: 'electronics',
    es: 'Electrónica',
    ar: 'إلكترونيات',
    emoji: 'laptop',
    shop: 'gadget-galaxy',
    children: [
      {
        name: 'Computers',
        slug: 'computers',
        es: 'Ordenadores',
        ar: 'حواسيب',
        emoji: 'desktop-computer',
        children: [
          leaf('Laptops', 'laptops', 'Portátiles', 'حواسيب محمولة', {
            emojis: ['laptop'],
            nouns: [
              'UltraBook 14',
              'Creator 16',
              'AirSlim 13',
              'Gaming Laptop 15',
              'Chromebook 14',
              'Workstation 17',
            ],
            adjectives: TECH_ADJ,
            price: [349, 2399],
            scheme: 'storage',
            unit: 'pc',
            tags: ['work-from-home', 'student', 'gaming'],
          }),
          leaf('Desktops & Monitors', 'desktops-monitors', 'Sobremesa y monitores', 'حواسيب مكتبية وشاشات', {
            emojis: ['desktop-computer'],
            nouns: ['All-in-One PC 24', 'Mini PC', '27" 4K Monitor', '32" Curved Monitor', 'Tower PC'],
            adjectives: TECH_ADJ,
            price: [149, 1899],
            scheme: 'none',
            unit: 'pc',
            tags: ['work-from-home', 'gaming'],
          }),
          leaf('Computer Accessories', 'computer-accessories', 'Accesorios de ordenador', 'ملحقات الحاسوب', {
            emojis: ['keyboard', 'computer-mouse', 'printer', 'electric-plug', 'computer-disk'],
            nouns: [
              'Mechanical Keyboard',
              'Wireless Mouse',
              'Inkjet Printer',
              'USB-C Hub',
              'External SSD 1TB',
            ],
            adjectives: TECH_ADJ,
            price: [12, 320],
            scheme: 'none',
            unit: 'pc',
            tags: ['work-from-home', 'accessories'],
          }),
        ],
      },
      {
        name: 'Phones & Tablets',
        slug: 'phones-tablets',
        es: 'Móviles y tabletas',
        ar: 'هواتف وأجهزة لوحية',
        emoji: 'mobile-phone',
        children: [
          leaf('Smartphones', 'smartphones', 'Smartphones', 'هواتف ذكية', {
            emojis: ['mobile-phone'],
            nouns: ['Phone 12', 'Phone 12 Pro', 'Galaxy Note X', 'Nova 9', 'Edge 40', 'Fold 2'],
            adjectives: TECH_ADJ,
            price: [149, 1299],
            scheme: 'storage',
            unit: 'pc',
            tags: ['5g', 'new-arrival'],
          }),
          leaf('Phone Accessories', 'phone-accessories', 'Accesorios de móvil', 'ملحقات الهاتف', {
            emojis: ['battery', 'electric-plug', 'electric-plug', 'battery', 'mobile-phone'],
            nouns: [
              'Power Bank 20000mAh',
              'Fast Charger 65W',
              'USB-C Cable',
              'Wireless Charging Pad',
              'Car Mount',
            ],
            adjectives: TECH_ADJ,
            price: [6, 75],
            scheme: 'color',
            unit: 'pc',
            tags: ['accessories', 'travel'],
          }),
        ],
      },
      {
        name: 'Audio',
        slug: 'audio',
        es: 'Audio',
        ar: 'صوتيات',
        emoji: 'headphone',
        children: [
          leaf('Headphones', 'headphones', 'Auriculares', 'سماعات رأس', {
            emojis: ['headphone'],
            nouns: [
              'Over-Ear Headphones',
              'Noise Cancelling Headphones',
              'Studio Headphones',
              'Kids Headphones',
            ],
            adjectives: TECH_ADJ,
            price: [19, 399],
            scheme: 'color',
            unit: 'pc',
            tags: ['music', 'travel'],
          }),
          leaf('Speakers', 'speakers', 'Altavoces', 'مكبرات صوت', {
            emojis: [
              'speaker-high-volume',
              'speaker-high-volume',
              'speaker-high-volume',
              'loudspeaker',
              'radio',
            ],
            nouns: ['Bluetooth Speaker', 'Soundbar', 'Smart Speaker', 'Party Speaker', 'Retro Radio'],
            adjectives: TECH_ADJ,
            price: [25, 499],
            scheme: 'color',
            unit: 'pc',
            tags: ['music', 'party'],
          }),
          leaf('Microphones', 'microphones', 'Micrófonos', 'ميكروفونات', {
            emojis: ['studio-microphone', 'studio-microphone', 'microphone', 'microphone'],
            nouns: ['USB Microphone', 'Podcast Microphone', 'Lavalier Mic', 'Karaoke Mic'],
            adjectives: TECH_ADJ,
            price: [19, 249],
            scheme: 'none',
            unit: 'pc',
            tags: ['podcast', 'music'],
          }),
        ],
      },
      {
        name: 'Cameras & Gaming',
        slug: 'cameras-gaming',
        es: 'Cámaras y videojuegos',
        ar: 'كاميرات وألعاب',
        emoji: 'camera',
        children: [
          leaf('Cameras', 'cameras', 'Cámaras', 'كاميرات', {
            emojis: ['camera', 'camera-with-flash', 'video-camera', 'video-camera', 'camera'],
            nouns: ['Mirrorless Camera', 'Instant Camera', 'Action Camera', 'Vlogging Camera', 'DSLR Kit'],
            adjectives: TECH_ADJ,
            price: [79, 1999],
            scheme: 'none',
            unit: 'pc',
            tags: ['photography', 'travel'],
          }),
          leaf('Gaming', 'gaming', 'Videojuegos', 'ألعاب فيديو', {
            emojis: ['video-game', 'joystick', 'video-game', 'joystick', 'headphone'],
            nouns: [
              'Wireless Controller',
              'Arcade Stick',
              'Handheld Console',
              'Flight Stick',
              'Gaming Headset',
            ],
            adjectives: TECH_ADJ,
            price: [24, 549],
            scheme: 'color',
            unit: 'pc',
            tags: ['gaming', 'gift-idea'],
          }),
        ],
      },
    ],
  },
  {
    name: 'Home & Living',
    slug: 'home-living',
    es: 'Hogar',
    ar: 'المنزل والمعيشة',
    emoji: 'couch-and-lamp',
    shop: 'cozy-nest-home',
    children: [
      {
        name: 'Furniture',
        slug: 'furniture',
        es: 'Muebles',
        ar: 'أثاث',
        emoji: 'chair',
        children: [
          leaf('Sofas', 'sofas', 'Sofás', 'أرائك', {
            emojis: ['couch-and-lamp'],
            nouns: ['3-Seater Sofa', 'Loveseat', 'Sofa Bed', 'Corner Sofa', 'Armchair'],
            adjectives: HOME_ADJ,
            price: [199, 1499],
            scheme: 'color',
            unit: 'pc',
            tags: ['living-room', 'free-delivery'],
          }),
          leaf('Beds', 'beds', 'Camas', 'أسرّة', {
            emojis: ['bed'],
            nouns: ['Platform Bed', 'Bunk Bed', 'Storage Bed', 'Day Bed', 'Memory Foam Mattress'],
            adjectives: HOME_ADJ,
            price: [149, 1299],
            scheme: 'none',
            unit: 'pc',
            tags: ['bedroom', 'free-delivery'],
          }),
          leaf('Chairs', 'chairs', 'Sillas', 'كراسي', {
            emojis: ['chair'],
            nouns: ['Dining Chair', 'Office Chair', 'Lounge Chair', 'Bar Stool', 'Rocking Chair'],
            adjectives: HOME_ADJ,
            price: [39, 449],
            scheme: 'color',
            unit: 'pc',
            tags: ['work-from-home', 'dining'],
          }),
        ],
      },
      {
        name: 'Kitchen & Dining',
        slug: 'kitchen-dining',
        es: 'Cocina y comedor',
        ar: 'المطبخ والطعام',
        emoji: 'cooking',
        children: [
          leaf('Cookware', 'cookware', 'Menaje de cocina', 'أواني الطبخ', {
            emojis: ['cooking', 'cooking', 'kitchen-knife', 'pot-of-food', 'shallow-pan-of-food'],
            nouns: ['Non-Stick Frying Pan', 'Cast Iron Skillet', 'Chef Knife', 'Stock Pot', 'Wok'],
            adjectives: HOME_ADJ,
            price: [15, 220],
            scheme: 'none',
            unit: 'pc',
            tags: ['kitchen', 'gift-idea'],
          }),
          leaf('Tableware', 'tableware', 'Vajilla', 'أدوات المائدة', {
            emojis: [
              'fork-and-knife-with-plate',
              'fork-and-knife',
              'bowl-with-spoon',
              'fork-and-knife-with-plate',
              'tumbler-glass',
            ],
            nouns: ['Dinner Set', 'Cutlery Set', 'Ceramic Bowl Set', 'Serving Platter', 'Glass Set'],
            adjectives: HOME_ADJ,
            price: [12, 180],
            scheme: 'none',
            unit: 'set',
            tags: ['dining', 'gift-idea'],
          }),
          leaf('Tea & Coffee Makers', 'tea-coffee-makers', 'Cafeteras y teteras', 'أدوات الشاي والقهوة', {
            emojis: ['teapot', 'hot-beverage', 'hot-beverage', 'teapot', 'hot-beverage'],
            nouns: ['Electric Kettle', 'French Press', 'Espresso Machine', 'Ceramic Teapot', 'Pour-Over Set'],
            adjectives: HOME_ADJ,
            price: [18, 599],
            scheme: 'color',
            unit: 'pc',
            tags: ['kitchen', 'coffee'],
          }),
        ],
      },
      {
        name: 'Decor',
        slug: 'decor',
        es: 'Decoración',
        ar: 'ديكور',
        emoji: 'framed-picture',
        children: [
          leaf('Plants & Planters', 'plants-planters', 'Plantas y macetas', 'نباتات وأصص', {
            emojis: ['potted-plant', 'potted-plant', 'cactus', 'potted-plant', 'potted-plant'],
            nouns: ['Snake Plant', 'Monstera', 'Cactus Trio', 'Ceramic Planter', 'Hanging Planter'],
            adjectives: [
              'Indoor',
              'Low-Maintenance',
              'Ceramic',
              'Terracotta',
              'Mini',
              'Large',
              'Self-Watering',
              'Potted',
            ],
            price: [8, 120],
            scheme: 'none',
            unit: 'pc',
            tags: ['living-room', 'gift-idea'],
          }),
          leaf('Wall Art', 'wall-art', 'Cuadros', 'لوحات جدارية', {
            emojis: ['framed-picture'],
            nouns: ['Canvas Print', 'Framed Poster', 'Gallery Set', 'Abstract Painting', 'Photo Frame'],
            adjectives: HOME_ADJ,
            price: [15, 260],
            scheme: 'none',
            unit: 'pc',
            tags: ['living-room', 'handmade'],
          }),
          leaf('Clocks', 'clocks', 'Relojes de pared', 'ساعات حائط', {
            emojis: ['ten-oclock', 'alarm-clock', 'mantelpiece-clock', 'mantelpiece-clock'],
            nouns: ['Wall Clock', 'Alarm Clock', 'Mantel Clock', 'Desk Clock'],
            adjectives: HOME_ADJ,
            price: [12, 160],
            scheme: 'color',
            unit: 'pc',
            tags: ['bedroom', 'gift-idea'],
          }),
          leaf('Lighting', 'lighting', 'Iluminación', 'إضاءة', {
            emojis: ['light-bulb'],
            nouns: ['Smart Bulb 4-Pack', 'Table Lamp', 'Floor Lamp', 'String Lights', 'Pendant Light'],
            adjectives: HOME_ADJ,
            price: [9, 240],
            scheme: 'none',
            unit: 'pc',
            tags: ['living-room', 'smart-home'],
          }),
        ],
      },
    ],
  },
  {
    name: 'Beauty & Health',
    slug: 'beauty-health',
    es: 'Belleza y salud',
    ar: 'الجمال والصحة',
    emoji: 'lipstick',
    shop: 'glow-beauty-bar',
    children: [
      {
        name: 'Makeup',
        slug: 'makeup',
        es: 'Maquillaje',
        ar: 'مكياج',
        emoji: 'lipstick',
        children: [
          leaf('Lipstick', 'lipstick', 'Pintalabios', 'أحمر شفاه', {
            emojis: ['lipstick'],
            nouns: ['Lipstick', 'Lip Gloss', 'Liquid Lipstick', 'Lip Liner', 'Tinted Balm'],
            adjectives: BEAUTY_ADJ,
            price: [6, 45],
            scheme: 'color',
            unit: 'pc',
            tags: ['makeup', 'cruelty-free'],
          }),
          leaf('Nail Care', 'nail-care', 'Cuidado de uñas', 'العناية بالأظافر', {
            emojis: ['nail-polish'],
            nouns: ['Nail Polish', 'Gel Polish Kit', 'Top Coat', 'Manicure Set'],
            adjectives: BEAUTY_ADJ,
            price: [4, 40],
            scheme: 'color',
            unit: 'bottle',
            tags: ['makeup', 'cruelty-free'],
          }),
        ],
      },
      {
        name: 'Personal Care',
        slug: 'personal-care',
        es: 'Cuidado personal',
        ar: 'العناية الشخصية',
        emoji: 'lotion-bottle',
        children: [
          leaf('Bath & Body', 'bath-body', 'Baño y cuerpo', 'الاستحمام والجسم', {
            emojis: ['lotion-bottle', 'lotion-bottle', 'soap', 'sponge', 'lotion-bottle'],
            nouns: ['Body Lotion', 'Shower Gel', 'Handmade Soap', 'Body Scrub', 'Hand Cream'],
            adjectives: BEAUTY_ADJ,
            price: [4, 38],
            scheme: 'none',
            unit: 'bottle',
            tags: ['skincare', 'organic'],
          }),
          leaf('Oral Care', 'oral-care', 'Cuidado bucal', 'العناية بالفم', {
            emojis: ['toothbrush'],
            nouns: [
              'Electric Toothbrush',
              'Bamboo Toothbrush 4-Pack',
              'Water Flosser',
              'Whitening Toothpaste',
            ],
            adjectives: [
              'Sonic',
              'Gentle',
              'Eco',
              'Whitening',
              'Sensitive',
              'Rechargeable',
              'Travel',
              'Kids',
            ],
            price: [3, 120],
            scheme: 'none',
            unit: 'pack',
            tags: ['health', 'eco-friendly'],
          }),
        ],
      },
      {
        name: 'Health',
        slug: 'health',
        es: 'Salud',
        ar: 'الصحة',
        emoji: 'pill',
        children: [
          leaf('Vitamins', 'vitamins', 'Vitaminas', 'فيتامينات', {
            emojis: ['pill'],
            nouns: [
              'Multivitamin 90 Tablets',
              'Vitamin D3',
              'Omega-3 Capsules',
              'Vitamin C Gummies',
              'Zinc Tablets',
            ],
            adjectives: [
              'Daily',
              'Immune',
              'Natural',
              'Vegan',
              'Extra Strength',
              'Family',
              'Chewable',
              'Plant-Based',
            ],
            price: [6, 45],
            scheme: 'none',
            unit: 'bottle',
            tags: ['health', 'organic'],
          }),
          leaf('Health Devices', 'health-devices', 'Dispositivos de salud', 'أجهزة صحية', {
            emojis: ['stethoscope', 'thermometer', 'anatomical-heart', 'adhesive-bandage', 'stethoscope'],
            nouns: [
              'Blood Pressure Monitor',
              'Digital Thermometer',
              'Pulse Oximeter',
              'First Aid Kit',
              'Stethoscope',
            ],
            adjectives: [
              'Digital',
              'Clinical',
              'Portable',
              'Smart',
              'Home',
              'Travel',
              'Professional',
              'Compact',
            ],
            price: [9, 150],
            scheme: 'none',
            unit: 'pc',
            tags: ['health', 'family'],
          }),
        ],
      },
    ],
  },
  {
    name: 'Sports & Outdoors',
    slug: 'sports-outdoors',
    es: 'Deportes y aire libre',
    ar: 'الرياضة والهواء الطلق',
    emoji: 'soccer-ball',
    shop: 'active-zone-sports',
    children: [
      {
        name: 'Team Sports',
        slug: 'team-sports',
        es: 'Deportes de equipo',
        ar: 'رياضات جماعية',
        emoji: 'soccer-ball',
        children: [
          leaf('Football', 'football', 'Fútbol', 'كرة القدم', {
            emojis: ['soccer-ball', 'soccer-ball', 'gloves', 'shield', 'goal-net'],
            nouns: ['Match Ball', 'Training Ball', 'Goalkeeper Gloves', 'Shin Guards', 'Pop-Up Goal'],
            adjectives: SPORT_ADJ,
            price: [9, 140],
            scheme: 'none',
            unit: 'pc',
            tags: ['football', 'team-sports'],
          }),
          leaf('Cricket', 'cricket', 'Críquet', 'الكريكت', {
            emojis: ['cricket-game', 'cricket-game', 'gloves', 'backpack', 'cricket-game'],
            nouns: ['English Willow Bat', 'Cricket Ball 6-Pack', 'Batting Gloves', 'Kit Bag', 'Stumps Set'],
            adjectives: SPORT_ADJ,
            price: [12, 320],
            scheme: 'none',
            unit: 'pc',
            tags: ['cricket', 'team-sports'],
          }),
          leaf('Basketball', 'basketball', 'Baloncesto', 'كرة السلة', {
            emojis: ['basketball'],
            nouns: ['Indoor Basketball', 'Outdoor Basketball', 'Portable Hoop', 'Mini Basketball'],
            adjectives: SPORT_ADJ,
            price: [10, 260],
            scheme: 'none',
            unit: 'pc',
            tags: ['team-sports'],
          }),
        ],
      },
      {
        name: 'Fitness',
        slug: 'fitness',
        es: 'Fitness',
        ar: 'اللياقة البدنية',
        emoji: 'boxing-glove',
        children: [
          leaf('Gym Equipment', 'gym-equipment', 'Equipamiento de gimnasio', 'معدات الصالة الرياضية', {
            emojis: [
              'person-lifting-weights',
              'person-lifting-weights',
              'person-in-lotus-position',
              'flexed-biceps',
              'knot',
            ],
            nouns: ['Adjustable Dumbbells', 'Kettlebell', 'Yoga Mat', 'Resistance Bands', 'Jump Rope'],
            adjectives: SPORT_ADJ,
            price: [8, 380],
            scheme: 'weight',
            unit: 'pc',
            tags: ['fitness', 'home-workout'],
          }),
          leaf('Boxing', 'boxing', 'Boxeo', 'الملاكمة', {
            emojis: ['boxing-glove'],
            nouns: ['Boxing Gloves', 'Punching Bag', 'Hand Wraps', 'Focus Mitts'],
            adjectives: SPORT_ADJ,
            price: [12, 220],
            scheme: 'color',
            unit: 'pair',
            tags: ['fitness'],
          }),
        ],
      },
      {
        name: 'Outdoor',
        slug: 'outdoor',
        es: 'Aire libre',
        ar: 'في الهواء الطلق',
        emoji: 'tent',
        children: [
          leaf('Camping', 'camping', 'Camping', 'التخييم', {
            emojis: ['tent', 'camping', 'flashlight', 'chair', 'flashlight'],
            nouns: ['2-Person Tent', 'Sleeping Bag', 'Camping Lantern', 'Folding Chair', 'Headlamp'],
            adjectives: SPORT_ADJ,
            price: [10, 420],
            scheme: 'none',
            unit: 'pc',
            tags: ['outdoor', 'travel'],
          }),
          leaf('Cycling', 'cycling', 'Ciclismo', 'ركوب الدراجات', {
            emojis: ['bicycle'],
            nouns: ['Mountain Bike', 'City Bike', 'Road Bike', 'Kids Bike', 'Folding Bike'],
            adjectives: SPORT_ADJ,
            price: [29, 1499],
            scheme: 'color',
            unit: 'pc',
            tags: ['outdoor', 'eco-friendly'],
          }),
          leaf('Skating', 'skating', 'Patinaje', 'التزلج', {
            emojis: ['skateboard', 'roller-skate', 'roller-skate', 'skateboard', 'skateboard'],
            nouns: ['Complete Skateboard', 'Roller Skates', 'Inline Skates', 'Longboard', 'Cruiser Board'],
            adjectives: SPORT_ADJ,
            price: [19, 260],
            scheme: 'color',
            unit: 'pc',
            tags: ['outdoor', 'kids'],
          }),
        ],
      },
    ],
  },
  {
    name: 'Toys & Kids',
    slug: 'toys-kids',
    es: 'Juguetes y niños',
    ar: 'ألعاب وأطفال',
    emoji: 'teddy-bear',
    shop: 'little-wonders',
    children: [
      {
        name: 'Toys',
        slug: 'toys',
        es: 'Juguetes',
        ar: 'ألعاب',
        emoji: 'teddy-bear',
        children: [
          leaf('Soft Toys', 'soft-toys', 'Peluches', 'ألعاب محشوة', {
            emojis: ['teddy-bear', 'rabbit-face', 'sauropod', 'unicorn', 'dog-face'],
            nouns: ['Teddy Bear', 'Plush Bunny', 'Dinosaur Plush', 'Unicorn Plush', 'Puppy Plush'],
            adjectives: KIDS_ADJ,
            price: [7, 60],
            scheme: 'color',
            unit: 'pc',
            tags: ['kids', 'gift-idea'],
          }),
          leaf('Puzzles & Games', 'puzzles-games', 'Puzles y juegos', 'ألغاز وألعاب', {
            emojis: ['puzzle-piece', 'game-die', 'chess-pawn', 'flower-playing-cards', 'puzzle-piece'],
            nouns: ['1000-Piece Puzzle', 'Board Game', 'Chess Set', 'Card Game', 'Wooden Puzzle'],
            adjectives: KIDS_ADJ,
            price: [6, 75],
            scheme: 'none',
            unit: 'box',
            tags: ['family', 'gift-idea'],
          }),
          leaf('Outdoor Toys', 'outdoor-toys', 'Juguetes de exterior', 'ألعاب خارجية', {
            emojis: ['kite', 'yo-yo', 'flying-disc', 'bubbles', 'water-pistol'],
            nouns: ['Stunt Kite', 'Yo-Yo', 'Flying Disc', 'Bubble Machine', 'Water Blaster'],
            adjectives: KIDS_ADJ,
            price: [4, 55],
            scheme: 'color',
            unit: 'pc',
            tags: ['kids', 'outdoor', 'summer'],
          }),
        ],
      },
      {
        name: 'Baby',
        slug: 'baby',
        es: 'Bebé',
        ar: 'الرضع',
        emoji: 'baby-bottle',
        children: [
          leaf('Feeding', 'baby-feeding', 'Alimentación', 'تغذية الرضع', {
            emojis: ['baby-bottle', 'cup-with-straw', 'baby-bottle', 'baby', 'bowl-with-spoon'],
            nouns: ['Anti-Colic Bottle Set', 'Sippy Cup', 'Bottle Warmer', 'Silicone Bib', 'Feeding Set'],
            adjectives: KIDS_ADJ,
            price: [5, 90],
            scheme: 'none',
            unit: 'set',
            tags: ['baby', 'bpa-free'],
          }),
          leaf('Baby Clothing', 'baby-clothing', 'Ropa de bebé', 'ملابس الرضع', {
            emojis: ['t-shirt', 't-shirt', 'socks', 't-shirt', 'coat'],
            nouns: ['Bodysuit 3-Pack', 'Sleepsuit', 'Baby Socks', 'Romper', 'Knit Cardigan'],
            adjectives: KIDS_ADJ,
            price: [6, 45],
            scheme: 'apparel',
            unit: 'pc',
            tags: ['baby', 'cotton'],
          }),
        ],
      },
    ],
  },
  {
    name: 'Groceries',
    slug: 'groceries',
    es: 'Alimentación',
    ar: 'بقالة',
    emoji: 'shopping-cart',
    shop: 'daily-fresh-market',
    children: [
      {
        name: 'Fresh Food',
        slug: 'fresh-food',
        es: 'Productos frescos',
        ar: 'أطعمة طازجة',
        emoji: 'red-apple',
        children: [
          leaf('Fruits', 'fruits', 'Frutas', 'فواكه', {
            emojis: ['red-apple', 'banana', 'grapes', 'strawberry', 'watermelon', 'mango'],
            nouns: ['Apples', 'Bananas', 'Grapes', 'Strawberries', 'Watermelon', 'Mangoes'],
            adjectives: FOOD_ADJ,
            price: [1, 12],
            scheme: 'weight',
            unit: 'kg',
            tags: ['fresh', 'organic'],
          }),
          leaf('Vegetables', 'vegetables', 'Verduras', 'خضروات', {
            emojis: ['carrot', 'broccoli', 'avocado', 'tomato', 'leafy-green'],
            nouns: ['Carrots', 'Broccoli', 'Avocados', 'Tomatoes', 'Salad Mix'],
            adjectives: FOOD_ADJ,
            price: [1, 9],
            scheme: 'weight',
            unit: 'kg',
            tags: ['fresh', 'organic', 'vegan'],
          }),
        ],
      },
      {
        name: 'Bakery & Snacks',
        slug: 'bakery-snacks',
        es: 'Panadería y snacks',
        ar: 'مخبوزات ووجبات خفيفة',
        emoji: 'croissant',
        children: [
          leaf('Bread & Pastries', 'bread-pastries', 'Pan y bollería', 'خبز ومعجنات', {
            emojis: ['bread', 'croissant', 'baguette-bread', 'bread', 'bagel'],
            nouns: ['Sourdough Loaf', 'Butter Croissants', 'Baguette', 'Whole Wheat Bread', 'Bagels'],
            adjectives: FOOD_ADJ,
            price: [1, 9],
            scheme: 'none',
            unit: 'pack',
            tags: ['fresh', 'bakery'],
          }),
          leaf('Sweets & Chocolate', 'sweets-chocolate', 'Dulces y chocolate', 'حلويات وشوكولاتة', {
            emojis: ['chocolate-bar', 'candy', 'lollipop', 'cookie', 'doughnut'],
            nouns: ['Dark Chocolate Bar', 'Fruit Candies', 'Lollipops', 'Butter Cookies', 'Glazed Doughnuts'],
            adjectives: FOOD_ADJ,
            price: [1, 25],
            scheme: 'none',
            unit: 'box',
            tags: ['gift-idea', 'sweets'],
          }),
          leaf('Cakes', 'cakes', 'Tartas', 'كعك', {
            emojis: ['birthday-cake', 'cupcake', 'shortcake', 'shortcake'],
            nouns: ['Birthday Cake', 'Cupcakes 6-Pack', 'Cheesecake', 'Strawberry Shortcake'],
            adjectives: FOOD_ADJ,
            price: [4, 45],
            scheme: 'none',
            unit: 'box',
            tags: ['party', 'sweets'],
          }),
        ],
      },
      {
        name: 'Beverages',
        slug: 'beverages',
        es: 'Bebidas',
        ar: 'مشروبات',
        emoji: 'teacup-without-handle',
        children: [
          leaf('Tea & Coffee', 'tea-coffee', 'Té y café', 'شاي وقهوة', {
            emojis: [
              'hot-beverage',
              'hot-beverage',
              'teacup-without-handle',
              'teacup-without-handle',
              'teacup-without-handle',
            ],
            nouns: ['Ground Coffee', 'Espresso Beans', 'Green Tea', 'Assam Black Tea', 'Chai Masala'],
            adjectives: FOOD_ADJ,
            price: [3, 32],
            scheme: 'weight',
            unit: 'pack',
            tags: ['coffee', 'organic'],
          }),
          leaf('Juices & Drinks', 'juices-drinks', 'Zumos y refrescos', 'عصائر ومشروبات', {
            emojis: ['beverage-box', 'beverage-box', 'cup-with-straw', 'glass-of-milk', 'tumbler-glass'],
            nouns: ['Orange Juice', 'Mango Nectar', 'Iced Tea', 'Oat Milk', 'Sparkling Water 6-Pack'],
            adjectives: FOOD_ADJ,
            price: [1, 12],
            scheme: 'none',
            unit: 'bottle',
            tags: ['summer', 'fresh'],
          }),
        ],
      },
    ],
  },
  {
    name: 'Books & Stationery',
    slug: 'books-stationery',
    es: 'Libros y papelería',
    ar: 'كتب وقرطاسية',
    emoji: 'books',
    shop: 'paper-trail',
    children: [
      {
        name: 'Books',
        slug: 'books',
        es: 'Libros',
        ar: 'كتب',
        emoji: 'books',
        children: [
          leaf('Fiction', 'fiction', 'Ficción', 'روايات', {
            emojis: ['closed-book', 'blue-book', 'orange-book', 'green-book', 'blue-book'],
            nouns: ['Mystery Novel', 'Fantasy Saga', 'Romance Novel', 'Short Stories', 'Science Fiction'],
            adjectives: [
              'Bestselling',
              'Award-Winning',
              'Illustrated',
              'Paperback',
              'Hardcover',
              'Collector',
              'Classic',
              'Debut',
            ],
            price: [6, 35],
            scheme: 'none',
            unit: 'pc',
            tags: ['books', 'bestseller'],
          }),
          leaf('Non-Fiction', 'non-fiction', 'No ficción', 'كتب واقعية', {
            emojis: ['open-book', 'books', 'open-book', 'books', 'books'],
            nouns: ['Cookbook', 'Biography', 'Travel Guide', 'History of Bengal', 'Business Handbook'],
            adjectives: [
              'Bestselling',
              'Illustrated',
              'Paperback',
              'Hardcover',
              'Revised',
              'Pocket',
              'Complete',
              'Essential',
            ],
            price: [8, 45],
            scheme: 'none',
            unit: 'pc',
            tags: ['books', 'student'],
          }),
        ],
      },
      {
        name: 'Stationery',
        slug: 'stationery',
        es: 'Papelería',
        ar: 'قرطاسية',
        emoji: 'pencil',
        children: [
          leaf('Notebooks', 'notebooks', 'Cuadernos', 'دفاتر', {
            emojis: [
              'notebook',
              'notebook-with-decorative-cover',
              'spiral-notepad',
              'spiral-calendar',
              'notebook-with-decorative-cover',
            ],
            nouns: [
              'A5 Dotted Notebook',
              'Hardcover Journal',
              'Spiral Notebook 3-Pack',
              'Planner 2026',
              'Sketchbook',
            ],
            adjectives: PAPER_ADJ,
            price: [3, 30],
            scheme: 'color',
            unit: 'pc',
            tags: ['student', 'office'],
          }),
          leaf('Pens & Pencils', 'pens-pencils', 'Bolígrafos y lápices', 'أقلام', {
            emojis: ['fountain-pen', 'pen', 'pencil', 'pen', 'pen'],
            nouns: ['Fountain Pen', 'Gel Pens 12-Pack', 'Graphite Pencils', 'Fineliner Set', 'Highlighters'],
            adjectives: PAPER_ADJ,
            price: [2, 90],
            scheme: 'none',
            unit: 'pack',
            tags: ['student', 'office'],
          }),
          leaf('Art Supplies', 'art-supplies', 'Material de arte', 'أدوات فنية', {
            emojis: ['artist-palette', 'artist-palette', 'paintbrush', 'crayon', 'framed-picture'],
            nouns: ['Watercolour Set', 'Acrylic Paints', 'Brush Set', 'Crayons 24-Pack', 'Canvas Panels'],
            adjectives: PAPER_ADJ,
            price: [4, 85],
            scheme: 'none',
            unit: 'set',
            tags: ['kids', 'handmade'],
          }),
        ],
      },
    ],
  },
];

export interface BrandSpec {
  name: string;
  slug: string;
  color: string;
  /** root category slugs the brand makes products for */
  roots: string[];
}

const brand = (name: string, color: string, roots: string[]): BrandSpec => ({
  name,
  slug: name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
  color,
  roots,
});

export const BRANDS: BrandSpec[] = [
  brand('Nordic Loom', '#1f2937', ['fashion']),
  brand('Urban Thread', '#7c3aed', ['fashion']),
  brand('Velvet Rose', '#be123c', ['fashion', 'beauty-health']),
  brand('Coral Bay', '#f97316', ['fashion', 'sports-outdoors']),
  brand('Maple & Oak', '#92400e', ['fashion', 'home-living']),
  brand('Stride', '#0f766e', ['shoes', 'sports-outdoors']),
  brand('UrbanStep', '#334155', ['shoes']),
  brand('Solstice', '#ca8a04', ['shoes', 'fashion']),
  brand('Voltix', '#2563eb', ['electronics']),
  brand('Pixelon', '#0891b2', ['electronics']),
  brand('Sonora', '#9333ea', ['electronics']),
  brand('Quantum', '#111827', ['electronics']),
  brand('Nimbus', '#0ea5e9', ['electronics', 'home-living']),
  brand('Orbit', '#4f46e5', ['electronics', 'toys-kids']),
  brand('Aurora Home', '#d97706', ['home-living']),
  brand('Terra Verde', '#15803d', ['home-living', 'groceries']),
  brand('Lumina', '#eab308', ['home-living', 'beauty-health']),
  brand('Cascade', '#0284c7', ['home-living', 'beauty-health']),
  brand('PureGlow', '#db2777', ['beauty-health']),
  brand('Wildflower', '#c026d3', ['beauty-health']),
  brand('Evergreen', '#166534', ['beauty-health', 'groceries']),
  brand('Kinetic', '#dc2626', ['sports-outdoors']),
  brand('Atlas Outdoor', '#57534e', ['sports-outdoors']),
  brand('Bravo Sport', '#16a34a', ['sports-outdoors', 'shoes']),
  brand('Fable Kids', '#f59e0b', ['toys-kids']),
  brand('Luna Baby', '#a855f7', ['toys-kids']),
  brand('Harvest Table', '#65a30d', ['groceries']),
  brand('Spice Route', '#b45309', ['groceries']),
  brand('Golden Crust', '#c2410c', ['groceries']),
  brand('Ink & Quill', '#1e3a8a', ['books-stationery']),
  brand('Paperleaf', '#047857', ['books-stationery']),
  brand('Crescent', '#475569', ['books-stationery', 'home-living']),
  brand('Zenith', '#0f172a', ['electronics', 'fashion']),
];

export interface ShopSpec {
  name: string;
  slug: string;
  tagline: string;
  emoji: string;
  color: string;
  /** a second gradient colour for the banner */
  accent: string;
  address: string;
  /** major units */
  minOrderAmount: number;
  defaultShippingCharge: number;
  commissionPercent: number;
  owner: { name: string; phone: string; email: string };
  /** warehouses and the divisions (state names) each serves */
  warehouses: { name: string; serves: string[] }[];
  /** root category slugs sold; the admin shop sells a bit of everything */
  roots: string[];
}

const ALL_DIVISIONS = [
  'Dhaka',
  'Chattogram',
  'Rajshahi',
  'Khulna',
  'Barishal',
  'Sylhet',
  'Rangpur',
  'Mymensingh',
];

export const SHOPS: ShopSpec[] = [
  {
    name: 'Admin Shop',
    slug: 'admin-shop',
    tagline: 'Official store of the marketplace: hand-picked deals with fast delivery',
    emoji: 'shopping-bags',
    color: '#005bff',
    accent: '#6d28d9',
    address: 'House 12, Road 7, Gulshan 1, Dhaka 1212',
    minOrderAmount: 0,
    defaultShippingCharge: 5,
    commissionPercent: 0,
    owner: { name: 'Marketplace Admin', phone: '01711000001', email: 'admin@storefront.test' },
    warehouses: [
      { name: 'Dhaka Central Warehouse', serves: ['Dhaka', 'Mymensingh', 'Sylhet', 'Rajshahi', 'Rangpur'] },
      { name: 'Chattogram Port Warehouse', serves: ['Chattogram', 'Khulna', 'Barishal'] },
    ],
    roots: CATEGORY_TREE.map((r) => r.slug),
  },
  {
    name: 'Urban Threads',
    slug: 'urban-threads',
    tagline: 'Everyday fashion, ethically made',
    emoji: 't-shirt',
    color: '#7c3aed',
    accent: '#db2777',
    address: 'Level 4, Bashundhara City, Panthapath, Dhaka 1215',
    minOrderAmount: 10,
    defaultShippingCharge: 3,
    commissionPercent: 10,
    owner: { name: 'Nusrat Jahan', phone: '01711000002', email: 'nusrat@urbanthreads.test' },
    warehouses: [
      {
        name: 'Tejgaon Fulfilment Centre',
        serves: ['Dhaka', 'Rajshahi', 'Khulna', 'Barishal', 'Mymensingh'],
      },
      { name: 'Chattogram Hub', serves: ['Chattogram', 'Sylhet'] },
    ],
    roots: ['fashion', 'shoes'],
  },
  {
    name: 'Sole Society',
    slug: 'sole-society',
    tagline: 'Shoes for every step of the day',
    emoji: 'running-shoe',
    color: '#0f766e',
    accent: '#0ea5e9',
    address: '45 Elephant Road, Dhaka 1205',
    minOrderAmount: 15,
    defaultShippingCharge: 4,
    commissionPercent: 8,
    owner: { name: 'Tanvir Ahmed', phone: '01711000003', email: 'tanvir@solesociety.test' },
    warehouses: [{ name: 'Elephant Road Store', serves: ALL_DIVISIONS }],
    roots: ['shoes'],
  },
  {
    name: 'Gadget Galaxy',
    slug: 'gadget-galaxy',
    tagline: 'The latest tech at honest prices',
    emoji: 'laptop',
    color: '#1d4ed8',
    accent: '#06b6d4',
    address: 'Shop 210, Multiplan Center, New Elephant Road, Dhaka 1205',
    minOrderAmount: 20,
    defaultShippingCharge: 6,
    commissionPercent: 7,
    owner: { name: 'Rafiq Hasan', phone: '01711000004', email: 'rafiq@gadgetgalaxy.test' },
    warehouses: [
      { name: 'Multiplan Warehouse', serves: ['Dhaka', 'Mymensingh', 'Rajshahi', 'Rangpur', 'Khulna'] },
      { name: 'Agrabad Warehouse', serves: ['Chattogram', 'Sylhet', 'Barishal'] },
    ],
    roots: ['electronics'],
  },
  {
    name: 'Cozy Nest Home',
    slug: 'cozy-nest-home',
    tagline: 'Make your house feel like home',
    emoji: 'couch-and-lamp',
    color: '#b45309',
    accent: '#f59e0b',
    address: 'Plot 8, Sector 7, Uttara, Dhaka 1230',
    minOrderAmount: 25,
    defaultShippingCharge: 8,
    commissionPercent: 9,
    owner: { name: 'Farhana Akter', phone: '01711000005', email: 'farhana@cozynest.test' },
    warehouses: [{ name: 'Uttara Depot', serves: ['Dhaka', 'Chattogram', 'Sylhet', 'Mymensingh', 'Khulna'] }],
    roots: ['home-living'],
  },
  {
    name: 'Glow Beauty Bar',
    slug: 'glow-beauty-bar',
    tagline: 'Clean beauty, delivered',
    emoji: 'lipstick',
    color: '#db2777',
    accent: '#f472b6',
    address: 'Road 27, Dhanmondi, Dhaka 1209',
    minOrderAmount: 5,
    defaultShippingCharge: 2,
    commissionPercent: 12,
    owner: { name: 'Sadia Islam', phone: '01711000006', email: 'sadia@glowbeauty.test' },
    warehouses: [{ name: 'Dhanmondi Studio', serves: ALL_DIVISIONS }],
    roots: ['beauty-health'],
  },
  {
    name: 'Active Zone Sports',
    slug: 'active-zone-sports',
    tagline: 'Gear up, get out, play hard',
    emoji: 'soccer-ball',
    color: '#15803d',
    accent: '#84cc16',
    address: 'Stadium Market, Gulistan, Dhaka 1000',
    minOrderAmount: 10,
    defaultShippingCharge: 4,
    commissionPercent: 8,
    owner: { name: 'Imran Chowdhury', phone: '01711000007', email: 'imran@activezone.test' },
    warehouses: [
      { name: 'Gulistan Stockroom', serves: ['Dhaka', 'Mymensingh', 'Rangpur', 'Rajshahi'] },
      { name: 'Sylhet Outlet', serves: ['Sylhet', 'Chattogram'] },
    ],
    roots: ['sports-outdoors'],
  },
  {
    name: 'Little Wonders',
    slug: 'little-wonders',
    tagline: 'Toys and essentials for happy kids',
    emoji: 'teddy-bear',
    color: '#ea580c',
    accent: '#facc15',
    address: 'Mirpur Road, Section 10, Dhaka 1216',
    minOrderAmount: 8,
    defaultShippingCharge: 3,
    commissionPercent: 10,
    owner: { name: 'Mahmuda Rahman', phone: '01711000008', email: 'mahmuda@littlewonders.test' },
    warehouses: [{ name: 'Mirpur Warehouse', serves: ALL_DIVISIONS.slice(0, 7) }],
    roots: ['toys-kids'],
  },
  {
    name: 'Daily Fresh Market',
    slug: 'daily-fresh-market',
    tagline: 'Farm-fresh groceries at your door today',
    emoji: 'shopping-cart',
    color: '#16a34a',
    accent: '#22d3ee',
    address: 'Karwan Bazar, Dhaka 1215',
    minOrderAmount: 5,
    defaultShippingCharge: 1,
    commissionPercent: 5,
    owner: { name: 'Kamal Uddin', phone: '01711000009', email: 'kamal@dailyfresh.test' },
    warehouses: [
      { name: 'Karwan Bazar Cold Store', serves: ['Dhaka', 'Mymensingh'] },
      { name: 'Chattogram Fresh Hub', serves: ['Chattogram', 'Sylhet'] },
    ],
    roots: ['groceries'],
  },
  {
    name: 'Paper Trail',
    slug: 'paper-trail',
    tagline: 'Books, notebooks and everything for makers',
    emoji: 'books',
    color: '#1e3a8a',
    accent: '#0d9488',
    address: 'Nilkhet Book Market, Dhaka 1205',
    minOrderAmount: 5,
    defaultShippingCharge: 2,
    commissionPercent: 10,
    owner: { name: 'Ayesha Siddiqua', phone: '01711000010', email: 'ayesha@papertrail.test' },
    warehouses: [{ name: 'Nilkhet Store', serves: ALL_DIVISIONS }],
    roots: ['books-stationery'],
  },
];

/** Variation attributes; Color must stay first (id 1 shows image swatches). */
export interface ColorSpec {
  name: string;
  es: string;
  ar: string;
  code: string;
  /** hue in degrees, or null for black, white and grey */
  hue: number | null;
}

export const COLORS: ColorSpec[] = [
  { name: 'Red', es: 'Rojo', ar: 'أحمر', code: '#e53935', hue: 2 },
  { name: 'Blue', es: 'Azul', ar: 'أزرق', code: '#1e88e5', hue: 210 },
  { name: 'Green', es: 'Verde', ar: 'أخضر', code: '#43a047', hue: 122 },
  { name: 'Black', es: 'Negro', ar: 'أسود', code: '#212121', hue: null },
  { name: 'White', es: 'Blanco', ar: 'أبيض', code: '#f5f5f5', hue: null },
  { name: 'Yellow', es: 'Amarillo', ar: 'أصفر', code: '#fdd835', hue: 52 },
  { name: 'Pink', es: 'Rosa', ar: 'وردي', code: '#ec407a', hue: 340 },
  { name: 'Purple', es: 'Morado', ar: 'بنفسجي', code: '#8e24aa', hue: 285 },
];

export interface AttributeSpec {
  name: string;
  es: string;
  ar: string;
  values: { name: string; es?: string; ar?: string /** price uplift in percent */; uplift: number }[];
}

export const SIZE: AttributeSpec = {
  name: 'Size',
  es: 'Talla',
  ar: 'المقاس',
  values: ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((name, i) => ({ name, uplift: i >= 4 ? 5 : 0 })),
};
export const SHOE_SIZE: AttributeSpec = {
  name: 'Shoe Size',
  es: 'Número',
  ar: 'مقاس الحذاء',
  values: ['38', '39', '40', '41', '42', '43', '44', '45'].map((name) => ({ name, uplift: 0 })),
};
export const STORAGE: AttributeSpec = {
  name: 'Storage',
  es: 'Almacenamiento',
  ar: 'السعة',
  values: [
    { name: '128 GB', uplift: 0 },
    { name: '256 GB', uplift: 15 },
    { name: '512 GB', uplift: 35 },
    { name: '1 TB', uplift: 60 },
  ],
};
export const WEIGHT: AttributeSpec = {
  name: 'Weight',
  es: 'Peso',
  ar: 'الوزن',
  values: [
    { name: '250 g', uplift: 0 },
    { name: '500 g', uplift: 80 },
    { name: '1 kg', uplift: 170 },
    { name: '2 kg', uplift: 320 },
  ],
};

export const BADGES = [
  { name: 'New', es: 'Nuevo', ar: 'جديد', color: '#ffffff', bgColor: '#16a34a' },
  { name: 'Hot', es: 'Popular', ar: 'رائج', color: '#ffffff', bgColor: '#dc2626' },
  { name: 'Best Seller', es: 'Más vendido', ar: 'الأكثر مبيعاً', color: '#1f2937', bgColor: '#facc15' },
  { name: 'Eco', es: 'Eco', ar: 'صديق للبيئة', color: '#ffffff', bgColor: '#0d9488' },
  { name: 'Limited', es: 'Edición limitada', ar: 'إصدار محدود', color: '#ffffff', bgColor: '#7c3aed' },
];

/** Taxes in basis points (percent) or minor units (amount). The last one is inactive on purpose. */
export const TAXES = [
  { name: 'VAT', isActive: true, type: 'percent' as const, values: [500, 750, 1500] },
  { name: 'Eco Fee', isActive: true, type: 'amount' as const, values: [25, 50, 100] },
  { name: 'Luxury Surcharge', isActive: false, type: 'percent' as const, values: [1000] },
];

export const DELIVERY_HOURS = ['24 hours', '1-2 days', '2-3 days', '3-5 days', '5-7 days'];
export const WARRANTIES = [
  '6 months seller warranty',
  '1 year manufacturer warranty',
  '2 years manufacturer warranty',
  '30 days replacement warranty',
];

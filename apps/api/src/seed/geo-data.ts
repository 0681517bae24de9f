/**
 * Delivery geography of the demo: Bangladesh (country 18, the storefront's default) with its
 * eight divisions, their main cities and areas, each area in a delivery zone; plus a few more
 * countries. Ids of countries follow the common ISO country list the storefront's default id comes from.
 */

export interface CountrySpec {
  id: number;
  name: string;
  code: string;
  isActive: boolean;
  states: StateSpec[];
}

export interface StateSpec {
  name: string;
  cities: CitySpec[];
}

export interface CitySpec {
  name: string;
  /** zone name of every area of the city unless the area names its own */
  zone: string;
  areas: (string | { name: string; zone: string })[];
}

export const ZONES = [
  'Dhaka Metro',
  'Greater Dhaka',
  'Chattogram',
  'Rajshahi',
  'Khulna',
  'Barishal',
  'Sylhet',
  'Rangpur',
  'Mymensingh',
  'International',
] as const;
export type ZoneName = (typeof ZONES)[number];

/** The zones a division's warehouses serve. */
export const DIVISION_ZONES: Record<string, ZoneName[]> = {
  Dhaka: ['Dhaka Metro', 'Greater Dhaka'],
  Chattogram: ['Chattogram'],
  Rajshahi: ['Rajshahi'],
  Khulna: ['Khulna'],
  Barishal: ['Barishal'],
  Sylhet: ['Sylhet'],
  Rangpur: ['Rangpur'],
  Mymensingh: ['Mymensingh'],
};

export const COUNTRIES: CountrySpec[] = [
  {
    id: 18,
    name: 'Bangladesh',
    code: 'BD',
    isActive: true,
    states: [
      {
        name: 'Dhaka',
        cities: [
          {
            name: 'Dhaka',
            zone: 'Dhaka Metro',
            areas: [
              'Gulshan',
              'Banani',
              'Baridhara',
              'Bashundhara R/A',
              'Dhanmondi',
              'Mohammadpur',
              'Mirpur',
              'Uttara',
              'Motijheel',
              'Tejgaon',
              'Badda',
              'Khilgaon',
              'Old Dhaka',
              'Farmgate',
            ],
          },
          { name: 'Gazipur', zone: 'Greater Dhaka', areas: ['Tongi', 'Joydebpur', 'Kaliakair', 'Sreepur'] },
          {
            name: 'Narayanganj',
            zone: 'Greater Dhaka',
            areas: ['Fatullah', 'Siddhirganj', 'Rupganj', 'Sonargaon'],
          },
          { name: 'Savar', zone: 'Greater Dhaka', areas: ['Savar Cantonment', 'Ashulia', 'Hemayetpur'] },
          { name: 'Tangail', zone: 'Greater Dhaka', areas: ['Tangail Sadar', 'Mirzapur', 'Madhupur'] },
          { name: 'Faridpur', zone: 'Greater Dhaka', areas: ['Faridpur Sadar', 'Boalmari'] },
        ],
      },
      {
        name: 'Chattogram',
        cities: [
          {
            name: 'Chattogram',
            zone: 'Chattogram',
            areas: ['Agrabad', 'Panchlaish', 'Khulshi', 'Nasirabad', 'Halishahar', 'Chawkbazar', 'Patenga'],
          },
          { name: "Cox's Bazar", zone: 'Chattogram', areas: ['Kolatoli', 'Laboni Point', 'Teknaf', 'Ukhia'] },
          { name: 'Cumilla', zone: 'Chattogram', areas: ['Kandirpar', 'Cumilla Cantonment', 'Daudkandi'] },
          { name: 'Feni', zone: 'Chattogram', areas: ['Feni Sadar', 'Dagonbhuiyan'] },
        ],
      },
      {
        name: 'Rajshahi',
        cities: [
          { name: 'Rajshahi', zone: 'Rajshahi', areas: ['Shaheb Bazar', 'Uposhohor', 'Kazla', 'Motihar'] },
          { name: 'Bogura', zone: 'Rajshahi', areas: ['Satmatha', 'Sherpur', 'Shibganj'] },
          { name: 'Pabna', zone: 'Rajshahi', areas: ['Pabna Sadar', 'Ishwardi'] },
        ],
      },
      {
        name: 'Khulna',
        cities: [
          { name: 'Khulna', zone: 'Khulna', areas: ['Sonadanga', 'Khalishpur', 'Daulatpur', 'Boyra'] },
          { name: 'Jashore', zone: 'Khulna', areas: ['Jashore Sadar', 'Benapole', 'Jhikargachha'] },
          { name: 'Kushtia', zone: 'Khulna', areas: ['Kushtia Sadar', 'Kumarkhali'] },
        ],
      },
      {
        name: 'Barishal',
        cities: [
          { name: 'Barishal', zone: 'Barishal', areas: ['Nathullabad', 'Rupatali', 'Band Road'] },
          { name: 'Patuakhali', zone: 'Barishal', areas: ['Patuakhali Sadar', 'Kuakata'] },
        ],
      },
      {
        name: 'Sylhet',
        cities: [
          {
            name: 'Sylhet',
            zone: 'Sylhet',
            areas: ['Zindabazar', 'Ambarkhana', 'Shahjalal Upashahar', 'Tilagor'],
          },
          { name: 'Moulvibazar', zone: 'Sylhet', areas: ['Sreemangal', 'Moulvibazar Sadar', 'Kamalganj'] },
          { name: 'Habiganj', zone: 'Sylhet', areas: ['Habiganj Sadar', 'Madhabpur'] },
        ],
      },
      {
        name: 'Rangpur',
        cities: [
          { name: 'Rangpur', zone: 'Rangpur', areas: ['Jahaj Company More', 'Lalbag', 'Modern More'] },
          { name: 'Dinajpur', zone: 'Rangpur', areas: ['Dinajpur Sadar', 'Birampur', 'Parbatipur'] },
        ],
      },
      {
        name: 'Mymensingh',
        cities: [
          { name: 'Mymensingh', zone: 'Mymensingh', areas: ['Ganginarpar', 'Charpara', 'Maskanda'] },
          { name: 'Jamalpur', zone: 'Mymensingh', areas: ['Jamalpur Sadar', 'Sarishabari'] },
          { name: 'Netrokona', zone: 'Mymensingh', areas: ['Netrokona Sadar', 'Mohanganj'] },
        ],
      },
    ],
  },
  {
    id: 99,
    name: 'India',
    code: 'IN',
    isActive: true,
    states: [
      {
        name: 'West Bengal',
        cities: [
          {
            name: 'Kolkata',
            zone: 'International',
            areas: ['Salt Lake', 'Park Street', 'New Town', 'Howrah'],
          },
          { name: 'Siliguri', zone: 'International', areas: ['Hakimpara', 'Pradhan Nagar'] },
        ],
      },
      {
        name: 'Assam',
        cities: [{ name: 'Guwahati', zone: 'International', areas: ['Paltan Bazaar', 'Dispur'] }],
      },
    ],
  },
  {
    id: 231,
    name: 'United States',
    code: 'US',
    isActive: true,
    states: [
      {
        name: 'New York',
        cities: [
          { name: 'New York City', zone: 'International', areas: ['Manhattan', 'Brooklyn', 'Queens'] },
        ],
      },
      {
        name: 'California',
        cities: [{ name: 'Los Angeles', zone: 'International', areas: ['Downtown', 'Santa Monica'] }],
      },
    ],
  },
  {
    id: 230,
    name: 'United Kingdom',
    code: 'GB',
    isActive: true,
    states: [
      {
        name: 'England',
        cities: [
          { name: 'London', zone: 'International', areas: ['Tower Hamlets', 'Camden', 'Westminster'] },
          { name: 'Birmingham', zone: 'International', areas: ['Digbeth', 'Edgbaston'] },
        ],
      },
    ],
  },
  { id: 191, name: 'Saudi Arabia', code: 'SA', isActive: false, states: [] },
  { id: 205, name: 'Spain', code: 'ES', isActive: false, states: [] },
];

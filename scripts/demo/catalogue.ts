/**
 * The demo catalogue: every machine the demo site ships with, in one place.
 *
 * scripts/generate-demo.ts draws the images and writes supabase/seed.sql from this file, so the
 * pictures, the seed rows and anything else that needs the demo data cannot drift apart.
 * Ids and dates are fixed literals so every run, every database and every test sees the same rows.
 */
import type { CategoryValue } from '../../src/lib/categories';

export interface DemoProduct {
  readonly id: string;
  readonly productName: string;
  readonly brandName: string;
  readonly category: CategoryValue;
  /** Rich HTML in the shape the Quill editor saves. */
  readonly description: string;
  /** How many pictures the generator draws, at productImagePath(id, 1..imageCount). */
  readonly imageCount: 3 | 4 | 5;
  readonly videoLinks: readonly string[];
  readonly websiteLinks: readonly string[];
  /** List price and offer price in INR; null where the price is given on request. */
  readonly price: number | null;
  readonly sellingPrice: number | null;
  readonly createdAt: string;
}

export interface DemoBanner {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly headline: string;
  readonly subline: string;
}

export function productImagePath(id: string, n: number): string {
  return `/demo/products/${id}-${n}.webp`;
}

export function productImagePaths(product: Pick<DemoProduct, 'id' | 'imageCount'>): string[] {
  return Array.from({ length: product.imageCount }, (_, i) => productImagePath(product.id, i + 1));
}

/* ------------------------------------------------------------------------------------------ */
/* Description builder: each machine supplies its own words, the HTML shape is shared.        */
/* ------------------------------------------------------------------------------------------ */

type SpecRow = readonly [label: string, value: string];

interface DescriptionParts {
  readonly heading: string;
  readonly headingLevel?: 2 | 3;
  /** Paragraph bodies; inline <strong> and <em> are allowed. */
  readonly intro: readonly string[];
  readonly featuresTitle?: string;
  readonly features: readonly string[];
  readonly orderedFeatures?: boolean;
  readonly specs: readonly SpecRow[];
  readonly closing?: string;
}

/** Quill saves one unbroken string of block elements, so the parts are joined without newlines. */
function describe(parts: DescriptionParts): string {
  const level = parts.headingLevel ?? 2;
  const listTag = parts.orderedFeatures ? 'ol' : 'ul';
  const rows = parts.specs.map(([label, value]) => `<tr><td>${label}</td><td>${value}</td></tr>`).join('');
  return [
    `<h${level}>${parts.heading}</h${level}>`,
    ...parts.intro.map((p) => `<p>${p}</p>`),
    `<p><strong>${parts.featuresTitle ?? 'Key Features'}</strong></p>`,
    `<${listTag}>${parts.features.map((f) => `<li>${f}</li>`).join('')}</${listTag}>`,
    '<p><strong>Technical Specifications</strong></p>',
    `<table><tbody>${rows}</tbody></table>`,
    parts.closing ? `<p>${parts.closing}</p>` : '',
  ].join('');
}

const THREE_PHASE = '415 V, 3 phase, 50 Hz';
const SINGLE_PHASE = '230 V, single phase, 50 Hz';

/* ------------------------------------------------------------------------------------------ */
/* The machines                                                                               */
/* ------------------------------------------------------------------------------------------ */

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  /* Paper cup making machines */
  {
    id: '8d7f8164-509d-4cb9-ad3f-bef917749fad',
    productName: 'Fully Automatic High Speed Paper Cup Making Machine (90-110 cups/min)',
    brandName: 'Dalmaline',
    category: 'paper-cup-making-machines',
    description: describe({
      heading: 'High Speed Paper Cup Making Machine for Tea, Coffee and Cold Drink Cups',
      intro: [
        'Built for converters who supply cafe chains, vending operators and quick service restaurants, this machine turns <strong>printed PE coated cup blanks and bottom reels</strong> into finished, leak-proof cups at up to <strong>110 cups per minute</strong>.',
        'An <em>open cam</em> main drive with an indexing gearbox keeps every station in step at full speed, while ultrasonic side sealing and hot air bottom knurling give a clean seam with no glue and no odour.',
      ],
      features: [
        'Ultrasonic side seam sealing with automatic frequency tracking',
        'Hot air heaters with digital temperature control for the bottom seal',
        'PLC with 7 inch touch screen, cup counter and fault display',
        'Photo-sensor stop on missing blank or bottom paper',
        'Automatic oil lubrication of cams, gears and bearings',
        'Pneumatic cup collection with stacking table and counter',
      ],
      specs: [
        ['Model', 'DL-PC110'],
        ['Cup size', '2.5 oz to 16 oz (one mould set included)'],
        ['Production speed', '90-110 cups per minute'],
        ['Paper', 'Single or double PE coated board, 150-350 GSM'],
        ['Total power', '12 kW, ' + THREE_PHASE],
        ['Main motor', '3 HP with VFD speed control'],
        ['Air requirement', '0.4-0.5 MPa, 0.3 cubic metre per minute'],
        ['Machine weight', 'Approx. 2800 kg'],
        ['Dimensions (L x W x H)', '2600 x 1400 x 1800 mm'],
      ],
      closing:
        'Extra mould sets for other cup sizes can be supplied with the machine or later. Installation, trial run and operator training are done at your site by our engineers.',
    }),
    imageCount: 5,
    videoLinks: ['https://www.youtube.com/watch?v=ccyYkAg0GSR', 'https://youtu.be/M8MB5ZVvdsl'],
    websiteLinks: ['https://en.wikipedia.org/wiki/Paper_cup'],
    price: 2450000,
    sellingPrice: 2295000,
    createdAt: '2025-06-03T04:30:00.000Z',
  },
  {
    id: '7b8bdc89-a47b-489d-a5e0-6d13cf9be559',
    productName: 'Paper Cup Making Machine with Ultrasonic Sealing (60-70 cups/min)',
    brandName: 'Subarna Machtech',
    category: 'paper-cup-making-machines',
    description: describe({
      heading: 'Mid-Range Paper Cup Machine for Growing Cup Units',
      intro: [
        'The ideal second machine for a unit that has outgrown semi automatic production. It forms, seals, bottoms, curls and counts cups in one continuous cycle at <strong>60-70 cups per minute</strong> with a single operator.',
        "The side seam is joined by a <strong>2.6 kW ultrasonic generator</strong>, so cups made for hot beverages stay tight even after a long pour. The machine's heavy cast frame keeps vibration low for long shifts.",
      ],
      featuresTitle: 'Salient Features',
      features: [
        'Ultrasonic side sealing, hot air bottom sealing',
        'Double knurling of the bottom for extra strength',
        'Quick change moulds: a new cup size in about two hours',
        'Automatic cup counting and stacking',
        'Safety guard with door interlock',
      ],
      specs: [
        ['Model', 'SM-UC70'],
        ['Cup size', '3 oz to 12 oz'],
        ['Production speed', '60-70 cups per minute'],
        ['Paper GSM', '170-320 GSM PE coated paper'],
        ['Power', '7.5 kW, ' + THREE_PHASE],
        ['Main motor', '2 HP geared motor'],
        ['Machine weight', 'Approx. 1800 kg'],
        ['Dimensions (L x W x H)', '2100 x 1250 x 1750 mm'],
      ],
    }),
    imageCount: 4,
    videoLinks: ['https://www.youtube.com/shorts/iQNuRKOig83'],
    websiteLinks: [],
    price: 1180000,
    sellingPrice: 1095000,
    createdAt: '2025-09-23T11:49:00.000Z',
  },
  {
    id: '9291a32d-c534-48ff-b891-600987603c7b',
    productName: 'Ripple Wall Paper Cup Sleeving Machine (40-50 cups/min)',
    brandName: 'Kharkai Industrial',
    category: 'paper-cup-making-machines',
    description: describe({
      heading: 'Ripple and Double Wall Cup Sleeving Machine',
      headingLevel: 3,
      intro: [
        'Premium coffee cups need an insulating outer wall. This machine takes plain single wall cups from your existing cup machine and wraps them in a <strong>corrugated ripple sleeve</strong> or a flat double wall sleeve, glued with hot melt and pressed to shape.',
        'The finished cup can be held with a hot drink inside without a separate clutch sleeve, which is what cafe chains and <em>premium takeaway brands</em> ask for.',
      ],
      features: [
        'Ripple forming rollers with adjustable flute depth',
        'Hot melt glue unit with temperature control',
        'Servo driven sleeve feeding for accurate wrapping',
        'Works with cups from 8 oz to 16 oz',
        'Touch screen HMI with recipe memory for each cup size',
      ],
      specs: [
        ['Model', 'KI-RW50'],
        ['Cup size', '8 oz, 12 oz, 16 oz'],
        ['Production speed', '40-50 cups per minute'],
        ['Sleeve paper', '180-280 GSM kraft or printed board'],
        ['Power', '9 kW, ' + THREE_PHASE],
        ['Glue system', 'Hot melt, 6 litre tank'],
        ['Machine weight', 'Approx. 2200 kg'],
        ['Dimensions (L x W x H)', '2400 x 1300 x 1800 mm'],
      ],
      closing: 'Sleeve blanks can be die cut on our roll fed die punching machine, listed under All Machines.',
    }),
    imageCount: 3,
    videoLinks: [],
    websiteLinks: [],
    price: 1650000,
    sellingPrice: 1580000,
    createdAt: '2026-01-13T11:08:00.000Z',
  },
  {
    id: '8dc3c48c-7817-4837-bd7c-1953886efc20',
    productName: 'Semi Automatic Paper Cup Making Machine (35-40 cups/min)',
    brandName: 'Ecofold',
    category: 'paper-cup-making-machines',
    description: describe({
      heading: 'Semi Automatic Paper Cup Machine for New Entrepreneurs',
      intro: [
        'A dependable starter machine for a <strong>small scale paper cup unit</strong>. Blanks are fed by hand into the magazine; the machine then seals the side, punches and fits the bottom, knurls, curls the rim and drops finished cups into the counter.',
        'With a modest power load and a footprint of under three square metres, it runs from a rented shed with a standard three phase connection. Many of our customers started with one of these and added a second within a year.',
      ],
      featuresTitle: 'What You Get',
      orderedFeatures: true,
      features: [
        'Heater based side sealing with digital temperature controller',
        'One cup mould of your choice (65 ml to 250 ml)',
        'Bottom reel stand and bottom punching station',
        'Rim curling station and cup counter',
        'Tool kit, spare heater and operator manual',
      ],
      specs: [
        ['Model', 'EF-SC40'],
        ['Cup size', '65 ml to 250 ml'],
        ['Production speed', '35-40 cups per minute'],
        ['Paper GSM', '150-300 GSM PE coated'],
        ['Power', '4.5 kW, ' + THREE_PHASE],
        ['Main motor', '1.5 HP'],
        ['Machine weight', 'Approx. 1100 kg'],
        ['Dimensions (L x W x H)', '1800 x 1100 x 1650 mm'],
      ],
      closing: 'Ask us for a project report covering space, power, raw material sources and expected output per shift.',
    }),
    imageCount: 4,
    videoLinks: ['https://youtu.be/oILsjQG_5Xd', 'https://vimeo.com/482719365'],
    websiteLinks: ['https://msme.gov.in/'],
    price: 475000,
    sellingPrice: 445000,
    createdAt: '2026-05-05T10:27:00.000Z',
  },
  {
    id: '6e6a1cc6-65c2-4682-9de1-709c5e92d557',
    productName: 'Automatic Paper Bowl Making Machine for Soup and Ice Cream Bowls (50-60 pcs/min)',
    brandName: 'Dalmaline',
    category: 'paper-cup-making-machines',
    description: describe({
      heading: 'Paper Bowl and Food Container Machine',
      intro: [
        'Food delivery has made the <strong>round paper bowl</strong> a fast moving product. This machine shares the proven design of our cup machines but with a wider turret and deeper bottom knurling, so it forms bowls, noodle boxes and ice cream tubs from 8 oz to 32 oz.',
        'Bowls can be made from <em>single PE or PLA coated board</em>, which lets you offer compostable packaging to hotels and cloud kitchens.',
      ],
      features: [
        'Ultrasonic side sealing suited to heavier board',
        'Large diameter moulds for bowls up to 150 mm across the top',
        'Servo bottom feeding for accurate bottom placement',
        'Bottom knurling and rim curling in two stages',
        'Lid forming moulds available as an option',
      ],
      specs: [
        ['Model', 'DL-PB60'],
        ['Bowl size', '8 oz to 32 oz'],
        ['Production speed', '50-60 bowls per minute'],
        ['Paper GSM', '210-400 GSM PE or PLA coated'],
        ['Total power', '10 kW, ' + THREE_PHASE],
        ['Air requirement', '0.5 MPa'],
        ['Machine weight', 'Approx. 3000 kg'],
        ['Dimensions (L x W x H)', '2700 x 1500 x 1850 mm'],
      ],
      closing: 'Price depends on the number of mould sets. Please send an enquiry with the bowl sizes you need.',
    }),
    imageCount: 3,
    videoLinks: [],
    websiteLinks: [],
    price: null,
    sellingPrice: null,
    createdAt: '2026-08-25T08:46:00.000Z',
  },

  /* Aluminium foil rewinding machines */
  {
    id: 'e7a9cc90-7875-4a6f-a561-db4a114b97bf',
    productName: 'Automatic Aluminium Foil Rewinding and Cutting Machine (Two Shaft)',
    brandName: 'Rollwell',
    category: 'aluminum-foil-rewinding-machine',
    description: describe({
      heading: 'Automatic Aluminium Foil Rewinder for Household Rolls',
      intro: [
        'Converts jumbo aluminium foil rolls into the <strong>household rolls</strong> sold in every grocery store: 9 metre, 18 metre, 72 metre or any length you set. A two shaft turret lets the operator unload a finished roll while the next one winds.',
        'Length is measured by an encoder and the foil is cut by a <em>serrated flying knife</em>, so every roll carries the length printed on the box.',
      ],
      features: [
        'Two shaft turret winder for non-stop output',
        'Encoder length counter with preset batch count',
        'Pneumatic unwind brake for even tension',
        'Paper core loading guide for 38 mm and 76 mm cores',
        'Static eliminator bar at the rewind',
      ],
      specs: [
        ['Model', 'RW-AF2S'],
        ['Working width', '300 mm and 450 mm'],
        ['Winding speed', '0-150 metres per minute'],
        ['Foil thickness', '9-25 micron'],
        ['Jumbo roll diameter', 'Up to 600 mm'],
        ['Power', '3.7 kW, ' + THREE_PHASE],
        ['Machine weight', 'Approx. 750 kg'],
        ['Dimensions (L x W x H)', '2200 x 1100 x 1450 mm'],
      ],
    }),
    imageCount: 4,
    videoLinks: ['https://www.youtube.com/watch?v=vnZNgYyXaox'],
    websiteLinks: ['https://en.wikipedia.org/wiki/Aluminium_foil'],
    price: 685000,
    sellingPrice: 640000,
    createdAt: '2025-06-19T06:07:00.000Z',
  },
  {
    id: 'b944d235-d0d8-44b3-b1cc-ae509f81b3ed',
    productName: 'Semi Automatic Household Aluminium Foil Roll Rewinding Machine (18 inch)',
    brandName: 'Subarna Machtech',
    category: 'aluminum-foil-rewinding-machine',
    description: describe({
      heading: 'Compact Foil Rewinding Machine for Small Units',
      headingLevel: 3,
      intro: [
        'The simplest way to start a <strong>kitchen foil packing business</strong>. The operator loads a paper core, the machine winds the preset length and stops, and the roll is cut and taken off by hand.',
        'It runs on a single phase supply, so it can be installed in a home workshop or a small shop. Output of around <strong>250-300 rolls per shift</strong> is typical.',
      ],
      features: [
        'Digital length counter with auto stop',
        'Adjustable friction brake on the unwind shaft',
        'Manual cutting bar with serrated edge',
        'Works with 9-18 micron foil',
      ],
      specs: [
        ['Model', 'SM-AF18'],
        ['Working width', '18 inch (450 mm)'],
        ['Winding speed', 'Up to 80 metres per minute'],
        ['Foil thickness', '9-18 micron'],
        ['Power', '1 HP motor, ' + SINGLE_PHASE],
        ['Machine weight', 'Approx. 220 kg'],
        ['Dimensions (L x W x H)', '1400 x 800 x 1200 mm'],
      ],
      closing: 'A 12 inch version is available for butter paper and small foil rolls.',
    }),
    imageCount: 3,
    videoLinks: ['https://www.youtube.com/shorts/oPxpGXIx3FY'],
    websiteLinks: [],
    price: 245000,
    sellingPrice: 229000,
    createdAt: '2025-10-09T05:26:00.000Z',
  },
  {
    id: 'cf7805a0-1ee6-403d-a6e5-f04c7fa040c4',
    productName: 'Dual Purpose Cling Film and Aluminium Foil Rewinding Machine',
    brandName: 'Rollwell',
    category: 'aluminum-foil-rewinding-machine',
    description: describe({
      heading: 'One Rewinder for Cling Film and Foil',
      intro: [
        'Many packers sell both <strong>food wrap cling film</strong> and aluminium foil. This machine handles both materials by switching the tension profile on the touch screen, so one machine and one operator cover both product lines.',
        'A dancer roller with a pneumatic cylinder keeps tension light for thin stretchy film and firmer for foil, giving tight, straight edged rolls either way.',
      ],
      features: [
        'Recipe based tension control for film and foil',
        'Dancer roller with proportional valve',
        'Edge position control on the unwind',
        'Automatic stop at the set length',
        'Anti-static brushes for cling film',
      ],
      specs: [
        ['Model', 'RW-CF450'],
        ['Working width', 'Up to 450 mm'],
        ['Winding speed', '0-120 metres per minute'],
        ['Material', 'PVC or PE cling film 8-15 micron, aluminium foil 9-25 micron'],
        ['Core size', '25 mm, 38 mm, 76 mm'],
        ['Power', '2.2 kW, ' + THREE_PHASE],
        ['Machine weight', 'Approx. 600 kg'],
        ['Dimensions (L x W x H)', '1900 x 1000 x 1400 mm'],
      ],
    }),
    imageCount: 4,
    videoLinks: [],
    websiteLinks: [],
    price: 395000,
    sellingPrice: 372000,
    createdAt: '2026-01-29T11:45:00.000Z',
  },
  {
    id: 'c596ad8f-8f44-49ca-9b72-c5d0a83c88de',
    productName: 'Heavy Duty Aluminium Foil Slitting Rewinding Machine (1300 mm)',
    brandName: 'Kharkai Industrial',
    category: 'aluminum-foil-rewinding-machine',
    description: describe({
      heading: 'Jumbo Foil Slitter Rewinder',
      intro: [
        'For foil converters who buy <strong>mill rolls up to 1300 mm wide</strong> and slit them into narrow jumbo rolls for household rewinders, container presses and pharma blister lines.',
        'Razor or shear slitting, differential rewind shafts and a closed loop tension system give clean edges and uniform roll hardness across every slit.',
      ],
      features: [
        'Hydraulic shaftless unwind stand for heavy mill rolls',
        'Shear slitting with quick set knife holders',
        'Differential air shafts on the rewind',
        'Closed loop tension control with load cells',
        'Web guiding system with ultrasonic edge sensor',
        'Lay-on rollers for tight, air free winding',
      ],
      specs: [
        ['Model', 'KI-FS1300'],
        ['Maximum web width', '1300 mm'],
        ['Minimum slit width', '100 mm'],
        ['Slitting speed', 'Up to 300 metres per minute'],
        ['Unwind diameter', 'Up to 1000 mm'],
        ['Foil thickness', '6-50 micron'],
        ['Total power', '22 kW, ' + THREE_PHASE],
        ['Machine weight', 'Approx. 5500 kg'],
        ['Dimensions (L x W x H)', '4200 x 2600 x 1800 mm'],
      ],
    }),
    imageCount: 5,
    videoLinks: [],
    websiteLinks: [],
    price: 1450000,
    sellingPrice: 1390000,
    createdAt: '2026-05-21T11:04:00.000Z',
  },

  /* Paper plate making machines */
  {
    id: '54ca888a-82af-4d21-9057-ee077315c8df',
    productName: 'Fully Automatic Hydraulic Paper Plate Making Machine (Double Die)',
    brandName: 'Ecofold',
    category: 'paper-plate-making-machines',
    description: describe({
      heading: 'Double Die Hydraulic Paper Plate Machine',
      intro: [
        'Our best selling plate machine. Two dies work side by side, each fed automatically from the paper stack, so one operator produces <strong>up to 3000 plates per hour</strong> of 4 to 14 inch plates, bowls and dona.',
        'Hydraulic pressing gives firm, well defined rims, and the <em>thermostat controlled die heaters</em> set the silver or laminated coating for a glossy finish that holds gravy without soaking.',
      ],
      features: [
        'Automatic paper feeding, pressing and plate ejection',
        'Hydraulic power pack with pressure gauge',
        'Independent heaters with digital controllers for each die',
        'Quick die change: four bolts per die',
        'Sturdy MS channel frame, powder coated',
      ],
      specs: [
        ['Model', 'EF-HP2D'],
        ['Plate size', '4 inch to 14 inch, bowl and dona'],
        ['Production speed', '2500-3000 plates per hour'],
        ['Paper GSM', '80-400 GSM'],
        ['Hydraulic motor', '2 HP'],
        ['Heater load', '1.5 kW'],
        ['Power supply', THREE_PHASE],
        ['Machine weight', 'Approx. 450 kg'],
        ['Dimensions (L x W x H)', '1200 x 900 x 1700 mm'],
      ],
      closing: 'Dies are made to your plate drawing. A set of two dies of one size is included in the price.',
    }),
    imageCount: 5,
    videoLinks: ['https://www.youtube.com/watch?v=ig7Cqive4Kc', 'https://www.youtube.com/shorts/EsXpbox-AHX'],
    websiteLinks: [],
    price: 265000,
    sellingPrice: 248000,
    createdAt: '2025-07-05T06:44:00.000Z',
  },
  {
    id: 'def3c932-5d32-412c-a5c5-fd9c3e4d9c1d',
    productName: 'Manual Single Die Paper Plate and Dona Making Machine',
    brandName: 'Subarna Machtech',
    category: 'paper-plate-making-machines',
    description: describe({
      heading: 'Hand Operated Paper Plate Machine',
      headingLevel: 3,
      intro: [
        'A low investment machine for <strong>home based and self help group units</strong>. The operator places a sheet, pulls the lever and the heated die presses a finished plate or dona in a few seconds.',
        'There is no motor: only the die heater needs electricity, and a single phase household supply is enough.',
      ],
      features: [
        'Heavy cast lever with counterweight for easy pressing',
        'Thermostat controlled heater',
        'Interchangeable dies for plates, bowls and dona',
        'Can be mounted on any sturdy table',
      ],
      specs: [
        ['Model', 'SM-MP1'],
        ['Plate size', '4 inch to 12 inch'],
        ['Production speed', '800-1000 plates per hour'],
        ['Paper GSM', '80-300 GSM'],
        ['Heater load', '0.75 kW, ' + SINGLE_PHASE],
        ['Machine weight', 'Approx. 65 kg'],
        ['Dimensions (L x W x H)', '600 x 500 x 1100 mm'],
      ],
      closing:
        'Extra dies are available for every common size. Many buyers order a 10 inch plate die and a 6 inch dona die together.',
    }),
    imageCount: 3,
    videoLinks: [],
    websiteLinks: [],
    price: 48000,
    sellingPrice: 45500,
    createdAt: '2025-10-25T06:03:00.000Z',
  },
  {
    id: 'a974828b-3339-4897-aea7-2d0e2bd68a7f',
    productName: 'Automatic Areca Leaf Plate Making Machine (Hydraulic, Twin Station)',
    brandName: 'Kharkai Industrial',
    category: 'paper-plate-making-machines',
    description: describe({
      heading: 'Areca Leaf Plate Machine for Natural Tableware',
      intro: [
        'Areca palm leaf plates are strong, heat resistant and fully biodegradable, and demand from caterers and exporters keeps rising. This <strong>twin station hydraulic press</strong> forms plates, bowls and trays from soaked and cleaned areca sheaths.',
        'Each station has its own heated upper die and a timer, so one operator loads one station while the other presses.',
      ],
      features: [
        'Twin press stations with independent timers',
        'Electric heated dies up to 220 °C',
        'Hydraulic cylinder with adjustable pressure',
        'Edge trimming by the die during pressing',
        'Dies for round, square and compartment plates',
      ],
      specs: [
        ['Model', 'KI-AL2'],
        ['Product size', '4 inch to 12 inch'],
        ['Production speed', '250-350 plates per hour'],
        ['Raw material', 'Areca palm leaf sheath, soaked and cleaned'],
        ['Hydraulic motor', '3 HP'],
        ['Heater load', '4 kW, ' + THREE_PHASE],
        ['Machine weight', 'Approx. 700 kg'],
        ['Dimensions (L x W x H)', '1600 x 1000 x 1800 mm'],
      ],
    }),
    imageCount: 4,
    videoLinks: [],
    websiteLinks: ['https://en.wikipedia.org/wiki/Areca_catechu'],
    price: 165000,
    sellingPrice: 155000,
    createdAt: '2026-02-14T05:22:00.000Z',
  },
  {
    id: '8c5926d6-4a2d-4dde-ad46-68e63bd4543b',
    productName: 'High Speed Pneumatic Paper Plate Making Machine (Four Die)',
    brandName: 'Dalmaline',
    category: 'paper-plate-making-machines',
    description: describe({
      heading: 'Four Die Pneumatic Plate Machine',
      intro: [
        'For wholesale suppliers who need volume: <strong>four dies on one frame</strong>, pneumatic pressing and automatic sheet feeding from a cut stack deliver up to <strong>6000 plates per hour</strong>.',
        'Pneumatic cylinders cycle faster than hydraulics and need no oil, which keeps the work area clean, an advantage when supplying food businesses.',
      ],
      featuresTitle: 'Key Features',
      features: [
        'Four independent dies with separate heaters',
        'Vacuum sheet pick-up and feeding',
        'PLC control with production counter',
        'Plate stacking conveyor at the front',
        'Low noise silencers on all valves',
      ],
      specs: [
        ['Model', 'DL-PP4'],
        ['Plate size', '6 inch to 12 inch'],
        ['Production speed', '5000-6000 plates per hour'],
        ['Paper GSM', '150-400 GSM'],
        ['Heater load', '4 x 1 kW'],
        ['Air requirement', '6 bar, 20 CFM compressor'],
        ['Power supply', THREE_PHASE],
        ['Machine weight', 'Approx. 900 kg'],
        ['Dimensions (L x W x H)', '2200 x 1100 x 1750 mm'],
      ],
      closing: 'A screw compressor of matching capacity can be supplied with the machine.',
    }),
    imageCount: 4,
    videoLinks: ['https://youtu.be/8c5yZh0G8nZ'],
    websiteLinks: [],
    price: 585000,
    sellingPrice: 549000,
    createdAt: '2026-06-06T11:41:00.000Z',
  },
  {
    id: '35fb7ab6-d588-475d-b373-9d3dac63f4b8',
    productName: 'Fully Automatic Compartment Thali Plate Making Machine',
    brandName: 'Ecofold',
    category: 'paper-plate-making-machines',
    description: describe({
      heading: 'Compartment Thali and Meal Tray Machine',
      headingLevel: 3,
      intro: [
        'Canteens, caterers and railway pantry contractors use <strong>three, four and five compartment thalis</strong>. This machine presses deep compartments from thick board without cracking, using a two stage die and a longer dwell time.',
        'Stack feeding, pressing and ejection are automatic; the operator only loads the sheet stack and takes away finished thalis.',
      ],
      features: [
        'Deep draw two stage die for crack free compartments',
        'Hydraulic press with 10 tonne capacity',
        'Programmable dwell time on the touch screen',
        'Automatic sheet feeding and ejection',
        'Dies for 3, 4, 5 and 6 compartment layouts',
      ],
      specs: [
        ['Model', 'EF-TH5'],
        ['Product size', '10 inch to 13 inch thali'],
        ['Production speed', '900-1200 thalis per hour'],
        ['Paper GSM', '250-450 GSM'],
        ['Hydraulic motor', '3 HP'],
        ['Heater load', '2 kW, ' + THREE_PHASE],
        ['Machine weight', 'Approx. 850 kg'],
        ['Dimensions (L x W x H)', '1500 x 1100 x 1900 mm'],
      ],
    }),
    imageCount: 3,
    videoLinks: [],
    websiteLinks: [],
    price: null,
    sellingPrice: null,
    createdAt: '2026-09-10T10:23:00.000Z',
  },

  /* Tissue paper making machines */
  {
    id: '056a675e-1ee9-475a-8966-e501910d4506',
    productName: 'Fully Automatic Paper Napkin Making Machine with Two Colour Printing',
    brandName: 'Rollwell',
    category: 'tissue-paper-making-machines',
    description: describe({
      heading: 'Printed Paper Napkin Machine',
      intro: [
        'Turns jumbo tissue rolls into <strong>folded, printed table napkins</strong> in one pass: unwinding, embossing, two colour flexo printing, quarter folding, cutting and counting.',
        'Hotels and restaurants pay more for napkins with their logo, and this machine prints it inline, so there is <em>no separate printing step</em> and no extra handling.',
      ],
      features: [
        'Two colour flexo printing with anilox rollers',
        'Steel to rubber edge embossing',
        'Quarter fold, adjustable to 1/6 and 1/8 fold',
        'Automatic counting with stack separation',
        'Independent unwind stands for 1 or 2 ply',
      ],
      specs: [
        ['Model', 'RW-NP2C'],
        ['Napkin size (unfolded)', '230-400 mm square'],
        ['Production speed', '600-800 napkins per minute'],
        ['Tissue GSM', '13-23 GSM, 1 or 2 ply'],
        ['Jumbo roll width', 'Up to 800 mm'],
        ['Power', '7.5 kW, ' + THREE_PHASE],
        ['Machine weight', 'Approx. 2100 kg'],
        ['Dimensions (L x W x H)', '4000 x 1300 x 1700 mm'],
      ],
      closing: 'Printing plates for your first design are made and fitted during installation.',
    }),
    imageCount: 5,
    videoLinks: ['https://www.youtube.com/watch?v=WVrTOC5zaFc'],
    websiteLinks: [],
    price: 985000,
    sellingPrice: 935000,
    createdAt: '2025-07-21T08:21:00.000Z',
  },
  {
    id: '5a21b4ff-d4e0-4441-b441-9e5eab5485ce',
    productName: 'Facial Tissue Making Machine, V-Fold Interfolded (Box Pack)',
    brandName: 'Subarna Machtech',
    category: 'tissue-paper-making-machines',
    description: describe({
      heading: 'V-Fold Facial Tissue Machine',
      intro: [
        'Produces the <strong>interfolded facial tissue</strong> that pops up one sheet at a time from a box. Several jumbo rolls are unwound side by side, folded on vacuum folding rollers and interleaved into a continuous log.',
        'The log is then cut to box length on the <em>log saw</em> offered with the machine, ready for the box packing table.',
      ],
      features: [
        'Vacuum folding rollers for accurate interfolding',
        'Up to 8 unwind stands, 2 or 3 ply',
        'Automatic sheet counting and log separation',
        'Pneumatic tension control on each unwind',
        'Log saw with circular blade and auto grinding',
      ],
      specs: [
        ['Model', 'SM-FT8'],
        ['Folded size', '200 x 100 mm (adjustable)'],
        ['Production speed', '60-80 metres per minute per lane'],
        ['Tissue GSM', '13-16 GSM, 2 or 3 ply'],
        ['Total power', '15 kW, ' + THREE_PHASE],
        ['Vacuum pump', '7.5 kW'],
        ['Machine weight', 'Approx. 4000 kg'],
        ['Dimensions (L x W x H)', '5500 x 1800 x 2000 mm'],
      ],
    }),
    imageCount: 4,
    videoLinks: [],
    websiteLinks: ['https://en.wikipedia.org/wiki/Facial_tissue'],
    price: 1850000,
    sellingPrice: 1745000,
    createdAt: '2025-11-10T06:40:00.000Z',
  },
  {
    id: 'bc2f0690-3c9d-4600-ab5b-6d561cdad485',
    productName: 'Pocket Tissue and Handkerchief Tissue Making Machine',
    brandName: 'Dalmaline',
    category: 'tissue-paper-making-machines',
    description: describe({
      heading: 'Pocket Handkerchief Tissue Machine',
      headingLevel: 3,
      intro: [
        'Makes the <strong>small folded handkerchief tissues</strong> sold in pocket packs of 10. The machine embosses, folds in two directions and cuts the tissue into ready to pack stacks.',
        'Pocket packs sell at a better margin per gram than table napkins and suit pharmacies, petrol pumps and supermarkets.',
      ],
      features: [
        'Point to point embossing for soft, thick sheets',
        'Cross fold and length fold in one pass',
        'Log saw for 10 or 12 sheet packs',
        'Servo cutting for consistent pack size',
      ],
      specs: [
        ['Model', 'DL-PT10'],
        ['Folded size', '105 x 75 mm (standard)'],
        ['Production speed', '120-150 metres per minute'],
        ['Tissue GSM', '13-17 GSM, 3 or 4 ply'],
        ['Power', '11 kW, ' + THREE_PHASE],
        ['Machine weight', 'Approx. 3200 kg'],
        ['Dimensions (L x W x H)', '5000 x 1500 x 1900 mm'],
      ],
      closing:
        'A semi automatic pouch sealing machine for the packs can be supplied as a package, together with a layout drawing for a compact production hall.',
    }),
    imageCount: 3,
    videoLinks: [],
    websiteLinks: [],
    price: 1250000,
    sellingPrice: 1190000,
    createdAt: '2026-03-02T05:59:00.000Z',
  },
  {
    id: 'adf7eb58-04c0-448f-9c23-b10b6c53bc3f',
    productName: 'N-Fold Hand Towel Tissue Making Machine',
    brandName: 'Kharkai Industrial',
    category: 'tissue-paper-making-machines',
    description: describe({
      heading: 'N-Fold and Z-Fold Hand Towel Machine',
      intro: [
        'Washroom hand towels for offices, hospitals and malls are sold by the carton. This machine produces <strong>N-fold or Z-fold interfolded towels</strong> from virgin or recycled tissue with optional embossing.',
        'Changing between N-fold and Z-fold takes about twenty minutes, so one line serves both dispenser types.',
      ],
      features: [
        'Convertible N-fold and Z-fold folding section',
        'Emboss unit for better absorbency',
        'Counting and separation by sheet count',
        'Log cutting with pneumatic band saw',
        'Suitable for kraft brown and white tissue',
      ],
      specs: [
        ['Model', 'KI-HT2'],
        ['Unfolded size', '230 x 240 mm'],
        ['Folded size', '230 x 80 mm (N-fold)'],
        ['Production speed', '80-100 metres per minute'],
        ['Tissue GSM', '20-40 GSM'],
        ['Power', '11 kW, ' + THREE_PHASE],
        ['Machine weight', 'Approx. 3500 kg'],
        ['Dimensions (L x W x H)', '5200 x 1600 x 1900 mm'],
      ],
      closing: 'Carton packing tables and a log accumulator can be added to make a complete hand towel line.',
    }),
    imageCount: 4,
    videoLinks: [],
    websiteLinks: [],
    price: 1320000,
    sellingPrice: 1260000,
    createdAt: '2026-06-22T05:18:00.000Z',
  },
  {
    id: 'fdb3d2a9-36df-42ce-bf0a-000a3b3e050f',
    productName: 'Semi Automatic Table Napkin Making Machine (Economy Model)',
    brandName: 'Ecofold',
    category: 'tissue-paper-making-machines',
    description: describe({
      heading: 'Economy Table Napkin Machine',
      intro: [
        'The most affordable way to produce <strong>plain and embossed table napkins</strong>. The machine unwinds, embosses, folds and cuts napkins automatically; counting into packs is done by hand at the delivery table.',
        'It is light enough to install on an upper floor and needs only a 3 HP connection, which makes it a favourite for first time tissue businesses.',
      ],
      featuresTitle: 'Standard Equipment',
      orderedFeatures: true,
      features: [
        'Single unwind stand for 1 or 2 ply jumbo rolls',
        'Edge embossing roller set',
        'Quarter folding unit',
        'Rotary cutter with adjustable napkin size',
        'Digital counter on the delivery table',
      ],
      specs: [
        ['Model', 'EF-TN1'],
        ['Napkin size (unfolded)', '270 x 270 mm or 300 x 300 mm'],
        ['Production speed', '250-300 napkins per minute'],
        ['Tissue GSM', '14-20 GSM'],
        ['Power', '3 HP motor, ' + THREE_PHASE],
        ['Machine weight', 'Approx. 650 kg'],
        ['Dimensions (L x W x H)', '2500 x 1000 x 1400 mm'],
      ],
      closing: 'Printing can be added later with a one colour flexo attachment.',
    }),
    imageCount: 3,
    videoLinks: ['https://youtu.be/O32B9MgebyD', 'https://vimeo.com/613054872'],
    websiteLinks: [],
    price: 285000,
    sellingPrice: 268000,
    createdAt: '2026-09-26T11:00:00.000Z',
  },

  /* Paper bag making machines */
  {
    id: '15edec0c-7681-4913-ad49-2f9a4ec58180',
    productName: 'Fully Automatic Roll Fed Paper Bag Making Machine with Twisted Handle',
    brandName: 'Kharkai Industrial',
    category: 'paper-bag-making-machines',
    description: describe({
      heading: 'Roll Fed Square Bottom Bag Machine with Inline Twisted Handle',
      intro: [
        'The flagship of our bag range. A single machine takes <strong>kraft paper from the reel</strong> and delivers finished square bottom shopping bags with twisted paper handles already glued on, at up to <strong>150 bags per minute</strong>.',
        'Handle rope, patch paper and bag body are all made inline, so there is no buying of ready handles and no manual handle fixing. Retail chains, garment stores and food delivery brands are the main users.',
      ],
      features: [
        'Servo motion control on tube forming, cutting and bottom folding',
        'Inline twisted rope handle making and patch pasting',
        'Hot melt and cold glue systems',
        'Automatic web guiding and photo mark tracking for printed reels',
        'Touch screen with stored settings for each bag size',
        'Bag counting and collection table',
      ],
      specs: [
        ['Model', 'KI-RB150H'],
        ['Bag width', '200-450 mm'],
        ['Bag length', '270-510 mm'],
        ['Bottom width', '80-200 mm'],
        ['Production speed', '50-150 bags per minute'],
        ['Paper GSM', '80-150 GSM kraft or white'],
        ['Total power', '30 kW, ' + THREE_PHASE],
        ['Machine weight', 'Approx. 12000 kg'],
        ['Dimensions (L x W x H)', '13500 x 6000 x 2600 mm'],
      ],
    }),
    imageCount: 5,
    videoLinks: ['https://www.youtube.com/watch?v=HbvnadF2Rtn'],
    websiteLinks: ['https://en.wikipedia.org/wiki/Paper_bag', 'https://en.wikipedia.org/wiki/Kraft_paper'],
    price: 4650000,
    sellingPrice: 4390000,
    createdAt: '2025-08-06T08:58:00.000Z',
  },
  {
    id: '2f053f8a-497c-4a91-a967-19404b6cc087',
    productName: 'Square Bottom Kraft Paper Bag Making Machine (Without Handle)',
    brandName: 'Dalmaline',
    category: 'paper-bag-making-machines',
    description: describe({
      heading: 'Square Bottom Grocery Bag Machine',
      intro: [
        'Flat bottom bags stand on the counter, hold more and are easy to fill. This roll fed machine makes <strong>square bottom bags without handles</strong> for bakeries, sweet shops, grocery stores and takeaway food.',
        'Servo drives on the cutting and bottom folding stations let you change bag length from the touch screen without changing gears.',
      ],
      features: [
        'Roll fed tube forming with side gusset',
        'Servo cut-off with serrated knife',
        'Automatic bottom opening, gluing and folding',
        'Web guide and photo cell for printed paper',
        'Optional inline two colour flexo printing unit',
      ],
      specs: [
        ['Model', 'DL-SB220'],
        ['Bag width', '80-330 mm'],
        ['Bag length', '190-430 mm'],
        ['Bottom width', '50-180 mm'],
        ['Production speed', '70-220 bags per minute'],
        ['Paper GSM', '50-150 GSM'],
        ['Total power', '15 kW, ' + THREE_PHASE],
        ['Machine weight', 'Approx. 6500 kg'],
        ['Dimensions (L x W x H)', '9000 x 2200 x 1900 mm'],
      ],
      closing:
        'A bag counting and batching conveyor can be added at the delivery end for packing in bundles of 25 or 50.',
    }),
    imageCount: 4,
    videoLinks: [],
    websiteLinks: [],
    price: 2350000,
    sellingPrice: 2240000,
    createdAt: '2025-11-26T08:17:00.000Z',
  },
  {
    id: 'a2c03a81-ddf3-4ea2-a921-154ddb9a17a8',
    productName: 'V-Bottom Paper Bag Making Machine for Food and Grocery Bags',
    brandName: 'Subarna Machtech',
    category: 'paper-bag-making-machines',
    description: describe({
      heading: 'V-Bottom Paper Bag Machine',
      headingLevel: 3,
      intro: [
        'V-bottom bags are the everyday bags for <strong>snacks, sweets, medicines and fruit</strong>. This machine forms the tube, cuts it and folds a glued V-shaped bottom in one continuous run.',
        'It is compact, simple to set and works with thin 40 GSM paper as well as 100 GSM kraft, making it a very flexible first machine for a bag unit.',
      ],
      features: [
        'Roll fed with pneumatic unwind brake',
        'Side gusset forming, optional flat bag',
        'Glue applicator with stainless tank',
        'Variable frequency drive for speed control',
        'Counting and batch marking at delivery',
      ],
      specs: [
        ['Model', 'SM-VB400'],
        ['Bag width', '70-250 mm'],
        ['Bag length', '110-450 mm'],
        ['Production speed', '200-400 bags per minute'],
        ['Paper GSM', '40-100 GSM'],
        ['Power', '5.5 kW, ' + THREE_PHASE],
        ['Machine weight', 'Approx. 2500 kg'],
        ['Dimensions (L x W x H)', '6000 x 1400 x 1600 mm'],
      ],
      closing: 'Size change parts for extra bag widths are available as a kit.',
    }),
    imageCount: 3,
    videoLinks: [],
    websiteLinks: [],
    price: 1480000,
    sellingPrice: 1395000,
    createdAt: '2026-03-18T06:36:00.000Z',
  },
  {
    id: '39bd10ce-7f7f-4c6b-8803-6eaeb787e179',
    productName: 'Paper Bag Making Machine with Inline Four Colour Flexo Printing',
    brandName: 'Rollwell',
    category: 'paper-bag-making-machines',
    description: describe({
      heading: 'Print and Make Bags in One Line',
      intro: [
        'Branded bags sell for much more than plain ones. This line combines a <strong>four colour flexographic press</strong> with a square bottom bag machine, so plain kraft reels go in and printed bags come out.',
        'The printing section has ceramic anilox rollers, doctor blade chambers and hot air drying between colours, giving sharp logos and solid colour blocks even on recycled kraft.',
      ],
      features: [
        'Four colour central drive flexo press',
        'Ceramic anilox rollers with chambered doctor blades',
        'Hot air dryers between colour stations',
        'Register control by photo mark',
        'Servo driven square bottom bag section',
      ],
      specs: [
        ['Model', 'RW-FB4C'],
        ['Printing width', 'Up to 900 mm'],
        ['Bag width', '120-350 mm'],
        ['Production speed', '60-180 bags per minute'],
        ['Paper GSM', '60-150 GSM'],
        ['Total power', '38 kW, ' + THREE_PHASE],
        ['Machine weight', 'Approx. 11000 kg'],
        ['Dimensions (L x W x H)', '14000 x 2600 x 2500 mm'],
      ],
      closing:
        'Price depends on the number of colours and the bag size range. Please send an enquiry with your bag sizes.',
    }),
    imageCount: 4,
    videoLinks: [],
    websiteLinks: [],
    price: null,
    sellingPrice: null,
    createdAt: '2026-07-08T05:55:00.000Z',
  },
  {
    id: '0b34c654-8691-4e06-a3e8-d478f9cf11df',
    productName: 'Twisted Paper Rope Handle Making Machine',
    brandName: 'Ecofold',
    category: 'paper-bag-making-machines',
    description: describe({
      heading: 'Paper Handle Machine for Shopping Bags',
      intro: [
        'Makes <strong>twisted paper rope handles</strong> with pasted patches, ready to fix on sheet fed or roll fed bags. Units that already run a bag machine without handles use it to move into higher value shopping bags.',
        'Rope twisting, patch cutting, gluing and handle forming are fully automatic, producing up to 200 handle pairs per minute.',
      ],
      features: [
        'Two rope twisting heads with tension control',
        'Patch paper unwind and cutting',
        'Cold glue applicator for patch pasting',
        'Handle counting and stacking',
      ],
      specs: [
        ['Model', 'EF-HM200'],
        ['Handle height', '80-100 mm'],
        ['Patch size', '76 x 50 mm to 152 x 50 mm'],
        ['Production speed', '150-200 handle pairs per minute'],
        ['Rope paper', '40-60 GSM, 20-25 mm wide'],
        ['Patch paper', '100-140 GSM'],
        ['Power', '6 kW, ' + THREE_PHASE],
        ['Machine weight', 'Approx. 2000 kg'],
        ['Dimensions (L x W x H)', '4800 x 1500 x 1700 mm'],
      ],
      closing: 'Handles can be made in white or kraft paper, and the patch size is changed in about half an hour.',
    }),
    imageCount: 3,
    videoLinks: [],
    websiteLinks: [],
    price: 1150000,
    sellingPrice: 1085000,
    createdAt: '2026-10-12T11:37:00.000Z',
  },

  /* Toilet roll making machines */
  {
    id: '2da69097-b3e6-4641-9d77-01fd3ae2c2b2',
    productName: 'Fully Automatic Toilet Roll Rewinding and Perforation Machine (1880 mm)',
    brandName: 'Rollwell',
    category: 'toilet-roll-making-machines',
    description: describe({
      heading: 'Toilet Roll Production Line, 1880 mm',
      intro: [
        'A complete line for <strong>toilet rolls and kitchen towels</strong>: jumbo roll unwind, embossing, perforation, core feeding, log rewinding, tail sealing and log saw. Logs come off the rewinder every few seconds with no stop between them.',
        'Perforation pitch, sheet count and log diameter are set on the touch screen, so switching between 200 sheet and 400 sheet rolls is a matter of minutes.',
      ],
      features: [
        'Automatic core feeding and log transfer without stopping',
        'Steel to rubber emboss with glue lamination for 2 ply',
        'Adjustable perforation pitch from 90 to 150 mm',
        'Tail sealing unit with glue spray',
        'Automatic log saw with blade grinding',
        'PLC and servo control on the rewinder',
      ],
      specs: [
        ['Model', 'RW-TR1880'],
        ['Jumbo roll width', '1880 mm'],
        ['Jumbo roll diameter', 'Up to 1200 mm'],
        ['Production speed', '150-200 metres per minute'],
        ['Tissue GSM', '14-25 GSM, 1 to 3 ply'],
        ['Finished roll diameter', '80-150 mm'],
        ['Total power', '22 kW, ' + THREE_PHASE],
        ['Machine weight', 'Approx. 6000 kg'],
        ['Dimensions (L x W x H)', '7500 x 2800 x 2200 mm'],
      ],
    }),
    imageCount: 5,
    videoLinks: ['https://www.youtube.com/watch?v=geofDWJKlxT'],
    websiteLinks: ['https://en.wikipedia.org/wiki/Toilet_paper'],
    price: 2850000,
    sellingPrice: 2690000,
    createdAt: '2025-08-22T09:35:00.000Z',
  },
  {
    id: '74611f15-ec83-4fc9-98ef-4e04577bb1ab',
    productName: 'Semi Automatic Toilet Paper Roll Making Machine (Small Scale)',
    brandName: 'Subarna Machtech',
    category: 'toilet-roll-making-machines',
    description: describe({
      heading: 'Small Scale Toilet Roll Machine',
      headingLevel: 3,
      intro: [
        'Start producing <strong>toilet rolls for hotels, hospitals and local shops</strong> with a small investment. The machine rewinds and perforates tissue onto cores; logs are cut into rolls on the manual cutter supplied with it.',
        'Output of <strong>3000-4000 rolls per shift</strong> is realistic with two people, one on the rewinder and one on cutting and packing.',
      ],
      features: [
        'Rewinding with perforation in one pass',
        'Pneumatic log ejection',
        'Manual band saw log cutter included',
        'Core shafts for 38 mm and 45 mm cores',
      ],
      specs: [
        ['Model', 'SM-TR1092'],
        ['Jumbo roll width', '1092 mm'],
        ['Production speed', '80-120 metres per minute'],
        ['Tissue GSM', '14-22 GSM'],
        ['Perforation pitch', '110 mm standard'],
        ['Power', '5 HP, ' + THREE_PHASE],
        ['Machine weight', 'Approx. 1500 kg'],
        ['Dimensions (L x W x H)', '3500 x 1800 x 1600 mm'],
      ],
      closing:
        'A kitchen towel attachment can be fitted later. We also supply jumbo tissue rolls and paper cores from trusted mills to help new units start quickly.',
    }),
    imageCount: 3,
    videoLinks: [],
    websiteLinks: [],
    price: 365000,
    sellingPrice: 342000,
    createdAt: '2025-12-12T08:54:00.000Z',
  },
  {
    id: '6ed4366a-b967-4aae-9937-2c368c39ebd0',
    productName: 'Kitchen Towel and Toilet Roll Making Machine with Embossing',
    brandName: 'Dalmaline',
    category: 'toilet-roll-making-machines',
    description: describe({
      heading: 'Kitchen Towel and Toilet Roll Rewinder',
      intro: [
        'One machine for two fast moving products. With its <strong>deep emboss and glue lamination</strong>, the same rewinder makes absorbent two ply kitchen towels and soft toilet rolls.',
        'Kitchen towels fetch a higher price per kilogram of tissue, which quickly pays for the embossing unit.',
      ],
      features: [
        'Pattern emboss rollers, changeable in under an hour',
        'Glue lamination for bonded 2 ply towels',
        'Perforation unit with spiral blades for clean tearing',
        'Automatic log push-off',
        'Speed control by VFD',
      ],
      specs: [
        ['Model', 'DL-KT1575'],
        ['Jumbo roll width', '1575 mm'],
        ['Production speed', '120-180 metres per minute'],
        ['Tissue GSM', '16-28 GSM'],
        ['Perforation pitch', '120-250 mm'],
        ['Total power', '15 kW, ' + THREE_PHASE],
        ['Machine weight', 'Approx. 4200 kg'],
        ['Dimensions (L x W x H)', '6000 x 2500 x 2000 mm'],
      ],
      closing:
        'Emboss patterns can be supplied to your design, and the perforation pitch is set from the operator panel.',
    }),
    imageCount: 4,
    videoLinks: [],
    websiteLinks: [],
    price: 1690000,
    sellingPrice: 1595000,
    createdAt: '2026-04-03T08:13:00.000Z',
  },
  {
    id: '0027d415-7d0f-491c-8ad3-bc25c3bf4f91',
    productName: 'Toilet Roll Log Cutting Machine (Band Saw)',
    brandName: 'Kharkai Industrial',
    category: 'toilet-roll-making-machines',
    description: describe({
      heading: 'Band Saw Log Cutter for Toilet and Kitchen Rolls',
      intro: [
        'Cuts rewound tissue logs into <strong>finished rolls of exact length</strong> with a clean, dust free edge. The log is clamped pneumatically and pushed forward by a set length after every cut.',
        'A continuous band blade with an <em>automatic sharpening unit</em> keeps the cut clean across long runs, and the guarded cutting zone meets shop floor safety needs.',
      ],
      features: [
        'Pneumatic log clamp and indexed feed',
        'Band blade with auto sharpening stones',
        'Adjustable roll length from 50 to 300 mm',
        'Trim waste ejection',
        'Blade guard with safety interlock',
      ],
      specs: [
        ['Model', 'KI-LS300'],
        ['Log diameter', '90-200 mm'],
        ['Log length', 'Up to 2800 mm'],
        ['Cutting speed', '30-50 cuts per minute'],
        ['Main motor', '5.5 kW'],
        ['Power supply', THREE_PHASE],
        ['Machine weight', 'Approx. 1200 kg'],
        ['Dimensions (L x W x H)', '3800 x 1200 x 1600 mm'],
      ],
      closing: 'It can be linked to any of our toilet roll rewinders with an automatic log accumulator.',
    }),
    imageCount: 3,
    videoLinks: [],
    websiteLinks: [],
    price: 425000,
    sellingPrice: 398000,
    createdAt: '2026-07-24T06:32:00.000Z',
  },

  /* General machines */
  {
    id: 'eb2fadb3-f110-4973-8772-9754f59c11c8',
    productName: 'Automatic Paper Core Cutting Machine',
    brandName: 'Ecofold',
    category: 'all-machines',
    description: describe({
      heading: 'Paper Core Cutter',
      intro: [
        'Every rewinding unit needs cores cut to size. This machine cuts <strong>long paper tubes into cores</strong> of any length, from small toilet roll cores to 76 mm cores for foil and film.',
        'The tube is loaded on a mandrel and indexed automatically after every cut, so an operator can load one tube while the machine cuts the previous one.',
      ],
      features: [
        'Circular blade with pneumatic plunge',
        'Indexing by stepper motor for exact length',
        'Interchangeable mandrels from 25 to 152 mm',
        'Digital length setting',
      ],
      specs: [
        ['Model', 'EF-CC152'],
        ['Core inner diameter', '25-152 mm'],
        ['Cut length', '10-1500 mm'],
        ['Cutting speed', '40-60 cuts per minute'],
        ['Power', '1.5 kW, ' + THREE_PHASE],
        ['Machine weight', 'Approx. 350 kg'],
        ['Dimensions (L x W x H)', '2200 x 700 x 1300 mm'],
      ],
      closing:
        'Pairs well with our spiral paper tube making machine. Extra mandrels for new core sizes can be ordered at any time and fitted by the operator in minutes.',
    }),
    imageCount: 3,
    videoLinks: ['https://www.youtube.com/shorts/APBqoJNPh58'],
    websiteLinks: [],
    price: 135000,
    sellingPrice: 126000,
    createdAt: '2025-09-07T11:12:00.000Z',
  },
  {
    id: '1a1b6aec-ca75-41ff-9d61-7e6bd7ce7a47',
    productName: 'Spiral Paper Tube and Core Making Machine (4 to 12 Ply)',
    brandName: 'Kharkai Industrial',
    category: 'all-machines',
    description: describe({
      heading: 'Spiral Paper Tube Making Machine',
      headingLevel: 3,
      intro: [
        'Makes <strong>spiral wound paper tubes</strong> for toilet roll cores, textile cones, foil and film cores, and composite cans. Kraft strips are glued and wound on a fixed mandrel by a twin belt head, and a flying saw cuts tubes to length on the run.',
        'Making your own cores removes a regular purchase and keeps your rewinders supplied without waiting for deliveries.',
      ],
      features: [
        'Twin belt winding head with belt tension control',
        'Glue bath with scraper for even coating',
        'Flying circular saw with length counter',
        'Paper strip creel for up to 12 plies',
        'VFD speed control',
      ],
      specs: [
        ['Model', 'KI-ST12'],
        ['Tube inner diameter', '20-150 mm'],
        ['Wall thickness', '1-10 mm'],
        ['Number of plies', '4 to 12'],
        ['Production speed', '3-15 metres per minute'],
        ['Paper GSM', '120-400 GSM kraft'],
        ['Power', '7.5 kW, ' + THREE_PHASE],
        ['Machine weight', 'Approx. 2000 kg'],
        ['Dimensions (L x W x H)', '4500 x 1500 x 1600 mm'],
      ],
    }),
    imageCount: 4,
    videoLinks: [],
    websiteLinks: ['https://en.wikipedia.org/wiki/Paperboard'],
    price: 785000,
    sellingPrice: 745000,
    createdAt: '2025-12-28T09:31:00.000Z',
  },
  {
    id: 'b98d1cfd-1947-4b10-8fa8-99ea32add608',
    productName: 'Slitting Rewinding Machine for Paper and Film (1100 mm)',
    brandName: 'Rollwell',
    category: 'all-machines',
    description: describe({
      heading: 'Paper and Film Slitter Rewinder',
      intro: [
        'Slits wide reels of <strong>kraft, PE coated cup board, tissue or plastic film</strong> into narrow reels for your cup, bag and napkin machines. Buying wide reels and slitting in-house is usually cheaper than ordering narrow widths from the mill.',
        'Razor and rotary shear knives are both fitted, so the machine handles light films and heavy boards.',
      ],
      features: [
        'Razor and shear slitting stations',
        'Pneumatic shaft unwind with magnetic powder brake',
        'Two rewind air shafts, centre surface winding',
        'Edge position control on the unwind',
        'Trim removal by blower',
        'Length counter with auto stop',
      ],
      specs: [
        ['Model', 'RW-SR1100'],
        ['Maximum web width', '1100 mm'],
        ['Slitting speed', '50-200 metres per minute'],
        ['Unwind diameter', 'Up to 1000 mm'],
        ['Rewind diameter', 'Up to 600 mm'],
        ['Material', 'Paper 30-400 GSM, film 20-100 micron'],
        ['Total power', '11 kW, ' + THREE_PHASE],
        ['Machine weight', 'Approx. 2800 kg'],
        ['Dimensions (L x W x H)', '3000 x 2200 x 1700 mm'],
      ],
    }),
    imageCount: 5,
    videoLinks: ['https://www.youtube.com/watch?v=XOdW0KGWdHi'],
    websiteLinks: [],
    price: 1150000,
    sellingPrice: 1080000,
    createdAt: '2026-04-19T08:50:00.000Z',
  },
  {
    id: 'df55f7f5-da49-480b-ad4b-2c2af4a438ca',
    productName: 'Roll Fed Automatic Die Punching Machine for Paper Cup Blanks',
    brandName: 'Dalmaline',
    category: 'all-machines',
    description: describe({
      heading: 'Die Punching Machine for Cup Fans and Bottoms',
      intro: [
        'Cup makers who punch their own blanks control print quality and save on raw material. This roll fed press cuts <strong>printed PE coated board into cup fans</strong> in a nested layout, leaving minimum waste.',
        'A photo mark sensor keeps the cut in register with the print, and the stripped waste skeleton is rewound for easy disposal.',
      ],
      features: [
        'Roll fed with servo indexing',
        'Photo mark registration for printed board',
        'Crank press with hardened steel die base',
        'Automatic blank counting and stacking',
        'Waste skeleton rewinder',
      ],
      specs: [
        ['Model', 'DL-DP900'],
        ['Web width', 'Up to 950 mm'],
        ['Punching speed', '100-130 strokes per minute'],
        ['Punching force', '40 tonnes'],
        ['Paper GSM', '150-400 GSM'],
        ['Main motor', '5.5 kW, ' + THREE_PHASE],
        ['Machine weight', 'Approx. 3500 kg'],
        ['Dimensions (L x W x H)', '3600 x 1700 x 1900 mm'],
      ],
      closing: 'Dies are made to your cup size; the first die is included.',
    }),
    imageCount: 4,
    videoLinks: [],
    websiteLinks: [],
    price: 895000,
    sellingPrice: 845000,
    createdAt: '2026-08-09T08:09:00.000Z',
  },
  {
    id: 'b6d1522a-861c-424d-9267-3c0357187076',
    productName: 'Two Colour Roll to Roll Flexographic Printing Machine (900 mm)',
    brandName: 'Subarna Machtech',
    category: 'all-machines',
    description: describe({
      heading: 'Two Colour Flexo Printing Machine',
      headingLevel: 3,
      intro: [
        'Prints <strong>logos and designs on cup board, kraft paper and tissue</strong> before converting. A stack type design with two printing units, anilox inking and hot air drying gives crisp print at production speed.',
        'A print unit of your own means short runs for small customers at no extra cost, something outside printers rarely accept.',
      ],
      features: [
        'Stack type two colour printing',
        'Anilox rollers with doctor blades',
        'Hot air dryer after each colour',
        'Pneumatic impression on and off',
        'Unwind and rewind with tension control',
      ],
      specs: [
        ['Model', 'SM-FX2C'],
        ['Maximum print width', '850 mm'],
        ['Web width', '900 mm'],
        ['Printing speed', '30-80 metres per minute'],
        ['Print repeat', '300-1000 mm'],
        ['Material', 'Paper 40-350 GSM'],
        ['Total power', '12 kW, ' + THREE_PHASE],
        ['Machine weight', 'Approx. 2600 kg'],
        ['Dimensions (L x W x H)', '3200 x 1800 x 2100 mm'],
      ],
      closing: 'Plate mounting, anilox selection and ink matching are covered in the operator training at your site.',
    }),
    imageCount: 3,
    videoLinks: [],
    websiteLinks: [],
    price: 1350000,
    sellingPrice: 1275000,
    createdAt: '2026-10-28T05:14:00.000Z',
  },
  {
    id: '08efd5b8-7890-446a-8971-d0e05a09b2fc',
    productName: 'Roll to Sheet Cutting Machine for Paper Plate and Bag Stock (1400 mm)',
    brandName: 'Ecofold',
    category: 'all-machines',
    description: describe({
      heading: 'Reel to Sheet Cutter',
      intro: [
        'Paper plate machines and sheet fed bag machines need <strong>cut sheets</strong>, but board is cheapest when bought in reels. This cutter unwinds up to two reels together, flattens the curl and cuts accurate sheets onto a stacking table.',
        'Sheet length is set on the touch screen and held to within one millimetre by the servo feed, so plate dies get a correctly sized sheet every time.',
      ],
      features: [
        'Two reel unwind with pneumatic brakes',
        'De-curling unit for board from the reel core',
        'Servo feed with rotary cutter',
        'Automatic sheet stacking with counter',
        'Edge trimming slitters',
      ],
      specs: [
        ['Model', 'EF-RS1400'],
        ['Maximum width', '1400 mm'],
        ['Sheet length', '300-1600 mm'],
        ['Cutting speed', '80-150 cuts per minute'],
        ['Paper GSM', '60-450 GSM'],
        ['Total power', '11 kW, ' + THREE_PHASE],
        ['Machine weight', 'Approx. 3800 kg'],
        ['Dimensions (L x W x H)', '6500 x 2400 x 1700 mm'],
      ],
      closing: 'Sheet counting with a paper tab insert marks every ream for quick packing.',
    }),
    imageCount: 4,
    videoLinks: [],
    websiteLinks: [],
    price: 980000,
    sellingPrice: 925000,
    createdAt: '2026-11-13T05:51:00.000Z',
  },
];

/* ------------------------------------------------------------------------------------------ */
/* Home page banners                                                                          */
/* ------------------------------------------------------------------------------------------ */

export interface BannerTheme {
  readonly headline: string;
  readonly subline: string;
  /** Which machine family the banner artwork shows. */
  readonly motif: CategoryValue;
}

/** One theme per slide; desktop and mobile slide n tell the same story in two shapes. */
export const BANNER_THEMES: readonly BannerTheme[] = [
  {
    headline: 'Paper Cup Making Machines',
    subline: 'From 35 to 110 cups a minute, with installation and training at your site',
    motif: 'paper-cup-making-machines',
  },
  {
    headline: 'Paper Plate and Thali Machines',
    subline: 'Manual, hydraulic and pneumatic models for every budget',
    motif: 'paper-plate-making-machines',
  },
  {
    headline: 'Paper Bag Making Machines',
    subline: 'Roll fed square bottom and V-bottom lines, with inline handles and printing',
    motif: 'paper-bag-making-machines',
  },
  {
    headline: 'Tissue, Napkin and Toilet Roll Machines',
    subline: 'Complete converting lines from jumbo roll to finished pack',
    motif: 'toilet-roll-making-machines',
  },
  {
    headline: 'Aluminium Foil Rewinding Machines',
    subline: 'Household foil and cling film rolls, measured to the metre',
    motif: 'aluminum-foil-rewinding-machine',
  },
];

function bannerSet(kind: 'desktop' | 'mobile', width: number, height: number): readonly DemoBanner[] {
  return BANNER_THEMES.map((theme, i) => ({
    src: `/demo/banners/${kind}-${i + 1}.webp`,
    width,
    height,
    headline: theme.headline,
    subline: theme.subline,
  }));
}

export const BANNERS = {
  desktop: bannerSet('desktop', 1600, 500),
  mobile: bannerSet('mobile', 800, 800),
} as const;

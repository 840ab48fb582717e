/** Demo data for the seed: genera with species, trade names and colours for the generated images. */
export interface GenusSeed { genus: string; species: string[]; tradeNames: string[]; colour: string }

export const genera: GenusSeed[] = [
  { genus: 'monstera', species: ['deliciosa', 'borsigiana', 'adansonii', 'standleyana', 'obliqua', 'siltepecana'], tradeNames: ['Thai Constellation', 'Albo', 'Aurea', 'Mint'], colour: '#2e7d32' },
  { genus: 'philodendron', species: ['erubescens', 'gloriosum', 'melanochrysum', 'hederaceum', 'billietiae', 'verrucosum'], tradeNames: ['Pink Princess', 'White Knight', 'Brasil', 'Paraiso Verde'], colour: '#558b2f' },
  { genus: 'anthurium', species: ['warocqueanum', 'veitchii', 'clarinervium', 'crystallinum', 'regale', 'magnificum'], tradeNames: ['Queen', 'King', 'Dark Phoenix'], colour: '#1b5e20' },
  { genus: 'alocasia', species: ['frydek', 'zebrina', 'cuprea', 'macrorrhizos', 'baginda', 'azlanii'], tradeNames: ['Dragon Scale', 'Silver Dragon', 'Black Velvet'], colour: '#33691e' },
  { genus: 'syngonium', species: ['podophyllum', 'wendlandii', 'erythrophyllum', 'macrophyllum'], tradeNames: ['Albo', 'Three Kings', 'Mojito', 'Pink Spot'], colour: '#7cb342' },
  { genus: 'epipremnum', species: ['aureum', 'pinnatum', 'amplissimum'], tradeNames: ['Marble Queen', 'Manjula', 'Cebu Blue', 'Global Green'], colour: '#689f38' },
  { genus: 'scindapsus', species: ['pictus', 'treubii', 'lucens'], tradeNames: ['Exotica', 'Silvery Ann', 'Moonlight', 'Dark Form'], colour: '#827717' },
  { genus: 'hoya', species: ['carnosa', 'kerrii', 'pubicalyx', 'linearis', 'obovata', 'macrophylla'], tradeNames: ['Krimson Queen', 'Splash', 'Compacta'], colour: '#9e9d24' },
  { genus: 'rhaphidophora', species: ['tetrasperma', 'decursiva', 'cryptantha', 'foraminifera'], tradeNames: ['Mini Monstera', 'Variegata'], colour: '#43a047' },
  { genus: 'thaumatophyllum', species: ['bipinnatifidum', 'xanadu', 'spruceanum', 'stenolobum'], tradeNames: ['Hope', 'Xanadu'], colour: '#388e3c' },
];

export const plantTypes = ['basal-cut', 'node-cut', 'plant', 'pollen', 'seedling', 'tissue-culture'];
export const rootedValues = ['no', 'yes-terrestrial', 'yes-aerial-only'];
export const variegationValues = ['yes', 'no', 'reverted'];
export const countries = ['US', 'GB', 'DE', 'NL', 'TH', 'ID', 'CA'];

export const DEMO_PASSWORD = 'variegata-demo-password';

export interface DemoUserSeed { email: string; firstName: string; lastName: string; plan: 'freePlan' | 'starterPlan' | 'premiumPlan' | 'internationalSellerPlan'; username: string; seller: boolean; country: string }

export const demoUsers: DemoUserSeed[] = [
  { email: 'free.seller@variegata.test', firstName: 'Fern', lastName: 'Free', plan: 'freePlan', username: 'fernfree', seller: true, country: 'US' },
  { email: 'free.buyer@variegata.test', firstName: 'Basil', lastName: 'Buyer', plan: 'freePlan', username: 'basilbuys', seller: false, country: 'US' },
  { email: 'starter.seller@variegata.test', firstName: 'Stella', lastName: 'Starter', plan: 'starterPlan', username: 'stellasprouts', seller: true, country: 'US' },
  { email: 'starter.two@variegata.test', firstName: 'Sage', lastName: 'Sprout', plan: 'starterPlan', username: 'sagesprout', seller: true, country: 'CA' },
  { email: 'premium.seller@variegata.test', firstName: 'Petra', lastName: 'Premium', plan: 'premiumPlan', username: 'petraplants', seller: true, country: 'US' },
  { email: 'premium.two@variegata.test', firstName: 'Ivy', lastName: 'Gold', plan: 'premiumPlan', username: 'ivygold', seller: true, country: 'US' },
  { email: 'intl.seller@variegata.test', firstName: 'Ingrid', lastName: 'Abroad', plan: 'internationalSellerPlan', username: 'ingridintl', seller: true, country: 'TH' },
  { email: 'intl.two@variegata.test', firstName: 'Nok', lastName: 'Siam', plan: 'internationalSellerPlan', username: 'noksiam', seller: true, country: 'ID' },
  { email: 'buyer.one@variegata.test', firstName: 'Rosa', lastName: 'Collector', plan: 'freePlan', username: 'rosacollects', seller: false, country: 'US' },
  { email: 'buyer.two@variegata.test', firstName: 'Oliver', lastName: 'Leaf', plan: 'starterPlan', username: 'oliverleaf', seller: false, country: 'GB' },
];

import type { AskLexicon } from './types.js';

/**
 * Twentieth round of buyer asks, second part (issue 20): the everyday trades a domain marketplace sees every day (local
 * services, shops, clinics, trades, clubs, apps) typed as buyers type them, where the lists knew the trade only under
 * another spelling, in the singular, or not at all, and the loose links of its words answered instead (mechanics ~
 * quantum, dive centre ~ hub, interior stylist ~ fit, balloon decorator ~ house, fire safety ~ ember, removal firm ~
 * trade, man with van ~ logic). Each entry covers the trade with its plurals, spellings and the neighbours a buyer of
 * the same trade asks for, graded as a person reading the names grades them: a dive centre is the coast, a vegan
 * café a brew or bean name like any café, a building society loosely a loan or credit name. Trades nothing in the
 * inventory serves (plumbers, barbers, dog groomers, motorbike dealers, balloon decorators, fire safety) are written ''
 * so their words' loose links do not answer for them. Phrases are spelled as a query reads them, without their little
 * words (man with a van → man van). Checked on every relevance set. Grades as in types.ts; an ask here merges with its
 * other listings, the better grade of each word kept ('' here still drops another list's loose fits).
 */
export const ASKS_ROUND20B: AskLexicon = {
  // trades typed in the plural or as a firm, where the singular was known
  'plumbers, plumbing company, plumbing companies, plumbing firm, plumbing services, plumbing service, local plumber, local plumbers, emergency plumbers': '',
  'barbers, barber shops, barbershops, barbers shop, gents barber, gents barbers, mens barber, mens barbers': '',
  'dog groomers, dog groomer, mobile dog groomer, mobile dog groomers, mobile dog grooming, pet groomers, dog grooming salon, dog grooming salons, dog grooming parlour, dog grooming parlor, grooming salon': '',
  'cleaning services, cleaning firm, cleaning firms, cleaning company, cleaning companies, cleaning business, house cleaners, home cleaners, domestic cleaners, cleaning lady, cleaning ladies': 'fresh 2, bright 1, house 1',
  'mechanics, car mechanics, car mechanic, motor mechanic, motor mechanics, mechanic shop, mechanics garage, car garage, car garages, vehicle repairs, vehicle repair, car repairs, auto repairs, car servicing, car service centre, car service center, garage services': 'works 1',
  'removal firm, removal firms, removal company, removal companies, removals firm, removals firms, removals companies, removal service, removal services, removals service, house removals, house removal, home removals, office removals, removal van, removal vans, removals van': 'house 1, route 1',
  'driving test, driving tests, driving test practice, practical driving test, practical driving tests, driving test booking, driving test cancellations, driving test cancellation': '',
  'man with van, man van, man a van, men van, man vans, men with van, man with a van hire, man van hire, man van service': '',
  'motorbike shop, motorbike shops, motorcycle shops, motorbike dealer, motorbike dealers, motorcycle dealers, motorbike dealership, motorcycle dealership, motorbike garage, motorcycle garage, motorbike repair, motorbike repairs, motorcycle repairs, motorbike mechanic, motorcycle mechanic, motorbike parts, motorcycle parts': '',

  // dive centres, riding centres: known as a school, not as a centre (the centre read as a hub)
  'dive centre, dive center, dive centres, dive centers, dive club, dive clubs, diving club, diving clubs, diving centre, diving center, scuba centre, scuba center, scuba school, scuba schools, scuba club, scuba lessons, diving lessons, padi centre, padi center, padi course, dive resort': 'coast 2, island 1, trip 1, voyage 1',
  'equestrian centre, equestrian center, equestrian centres, equestrian centers, equestrian school, equestrian club, riding centre, riding center, riding stables, riding stable, riding club, pony club, pony clubs, pony trekking, horse riding school, horse riding centre, horse riding stables': 'trail 1',

  // home, décor and events
  'interior stylist, interior stylists, interior styling, interiors stylist, home stylist, home styling, interior decorators, interior designers, interior design studio, interior design studios, interiors studio': 'studio 2, house 1, loft 1, cozy 1, nest 1',
  'balloon decorator, balloon decorators, balloon decorations, balloon decoration, balloon decor, balloon garland, balloon garlands, balloon shop, balloon shops, balloons, balloon bouquet, balloon bouquets, balloon displays': '',
  'fire safety, fire safety company, fire safety services, fire protection, fire protection company, fire alarm, fire alarms, fire alarm installer, fire alarm installation, fire extinguishers, fire extinguisher servicing, fire doors, fire door, fire safety training, fire marshal training, fire warden training': '',
  'home help, home helps, domestic help, household help, home help service, home helper, home helpers, help at home': 'care 2, house 1',

  // food and drink
  'vegan cafe, vegan cafes, vegan café, vegan coffee shop, vegetarian cafe, vegetarian cafes, vegetarian café, plant based cafe, plant based café, plant-based cafe, veggie cafe': 'brew 2, bean 2, fresh 1, garden 1, kitchen 1',
  'organic shop, organic shops, organic grocer, organic grocers, organic grocery, organic supermarket, organic produce, organic market, organic vegetables, organic veg, organic veg box, organic fruit': 'fresh 2, garden 1',
  'chinese takeaway, chinese takeaways, chinese take away, chinese takeout, chinese restaurants, cantonese restaurant, wok bar, wok restaurant': 'spice 1, kitchen 1, taste 1',
  'protein, protein bar, protein bars, protein shake, protein shakes, protein snacks, protein powders, whey protein, vegan protein, sports supplements, gym supplements': 'fit 2, vital 1',

  // clinics: the private read as a vault, the centre as a hub
  'private hospital, private hospitals, hospitals, private healthcare, private health care, private medical care, independent hospital': 'clinic 2, medi 2, care 2, heal 1, cure 1, nurse 1',
  'diagnostic centre, diagnostic center, diagnostic centres, diagnostic centers, diagnostics centre, diagnostics center, diagnostic clinic, imaging centre, imaging center, scan centre, scan center, scanning centre': 'clinic 2, medi 2, vital 1',
  'fish shop, fish shops, fishmongers, seafood shop, seafood shops, seafood market, wet fish shop, fresh fish shop, fish counter': 'fresh 2, harbor 1, coast 1',

  // florists and money
  'florists, florist shop, florist shops, florists shop, florist delivery, florist deliveries, local florist, local florists, send flowers, flowers delivered, same day flowers, flower bouquets, bouquet delivery': 'bloom 3, garden 1',
  'mortgage adviser, mortgage advisers, mortgage advisors, mortgage advice, independent mortgage adviser, independent mortgage advisor, whole of market mortgage adviser': 'loan 3, credit 2',
  'ifa, ifas, independent financial adviser, independent financial advisers, independent financial advisor, independent financial advisors, financial advisers, financial advisors': 'wealth 3, invest 2, capital 2, fund 1, asset 1',
  'building society, building societies, mutual building society, mortgage lender, mortgage lenders, savings society': 'loan 1, credit 1, vault 1, house 1',

  // online ventures: a shopify store read as an online store builder, the builder as a builder of bricks
  'online store builder, online store builders, ecommerce builder, ecommerce builders, ecommerce website builder, ecommerce site builder, online shop builder, shop builder, shop builders, store builders': 'trade 1, kit 1, stack 1, hub 1, pay 1',

  // sport coaching
  'football coaching, football coach, football coaches, soccer coaching, soccer coach, soccer coaches, football training, soccer training, soccer academy, soccer school, football school, kids football, junior football': 'fit 1',
  'baby swim, baby swim classes, baby swimming lessons, baby swimming classes, water babies, toddler swim, toddler swimming, swim lessons, kids swimming lessons, kids swim lessons, childrens swimming lessons': '',
};

import type { AskLexicon } from './types.js';

/**
 * Fifteenth round of buyer asks (issue 20): trades, services and products tradespeople, agents and marketers named that
 * no list knew (train tickets, genome sequencing, airport transfers, a heart screening day, a tool library), and a few
 * that a list knew under another grade than independent judges gave (rosé is a wine, therapy dogs are therapy first).
 * Grades as in types.ts; an ask here merges with its other listings, the better grade of each word kept.
 */
export const ASKS_ROUND15: AskLexicon = {
  'train tickets, train ticket, rail tickets, rail ticket, train travel, rail travel, railcard, railcards': 'trip 2, journey 2, route 2',
  'airport transfers, airport transfer, airport taxi, airport taxis, airport shuttle, airport run': 'journey 2, trip 2, route 1',
  'genome sequencing, dna sequencing, gene sequencing, genomics lab, sequencing lab, genomics': 'lab 3, data 1',
  'tv station, local tv, television station, tv channel, local television, broadcaster, tv studio': 'studio 2, signal 2',
  'heart screening, cardiac screening, heart check, heart checks, ecg screening, heart screening days': 'pulse 3, vital 2, care 1, clinic 1, medi 1',
  'biological age, longevity test, ageing test, aging test, at home blood test, home blood test': 'vital 2, well 1, lab 1, medi 1',
  'peppercorns, peppercorn farm, pepper farm, kampot pepper, black pepper': 'spice 3, salt 1, taste 1',
  'dinner money, school dinner money, lunch money, school lunch payments, school meal payments': 'pay 3, budget 1, coin 1',
  'chip in, group gift, group gifts, group gifting, split the cost, whip round, whip-round, collection pot': 'pay 2, fund 2, coin 1, budget 1',
  'right to roam, public footpaths, footpaths, rambling club, rambling': 'trail 3, route 2, journey 1, compass 1',
  'duke of edinburgh, duke of edinburgh award, dofe, expedition group, expedition training': 'trail 2, compass 2, route 2, summit 1, journey 1',
  'chronically ill, chronic illness, chronic illnesses, long term illness, long-term conditions, chronic conditions': 'care 2, nurse 1, heal 1, medi 1',
  'research station, field station, marine research, marine biology, marine biologists': 'lab 2, coast 1',
  'travel size toiletries, travel toiletries, travel-size toiletries, wash bag, washbag, toiletry kit': 'kit 2, trip 1, care 1',
  'damp sensors, mould sensors, damp and mould sensors, iot damp sensors': 'data 2, signal 2, node 1, house 1',
  'curtains, blinds, made to measure curtains, curtain maker, curtains and blinds, soft furnishings': 'house 1, cozy 1, studio 1, craft 1',
  'fencing contractor, post and rail fencing, fence panels, garden fencing, fence installer': 'garden 1, oak 1',
  'stud walls, partition walls, partitions, drylining, dry lining, plasterboard': 'house 1, loft 1, works 1',
  'pasty shop, cornish pasty, cornish pasties': 'bake 2, taste 1, kitchen 1',
  'pig farming, pig farm, pig farmer, pork producer, pig breeder': '',
  'game jam, game jams, game dev club': 'pixel 2, code 2, byte 1, bit 1, studio 1',
  'exoskeleton, exoskeletons, powered exoskeleton, powered exoskeletons, wearable robot, wearable robotics': 'robot 2, fit 1',
  'ocr, ocr engine, text recognition, optical character recognition, document scanning api': 'data 2, api 2, pixel 1, code 1, byte 1',
  'plc programming, plcs, plc, industrial automation, ladder logic, scada, packaging lines': 'logic 2, code 2, robot 1, chip 1',
  'coin laundry, launderette, laundromat, laundrette, self service laundry': 'fresh 2',
  'stock market challenge, stock market game, investment club, investing club, share club': 'invest 3, trade 2, equity 2, capital 1, fund 1, asset 1, wealth 1',
  'public health, public health agency, health department, health authority': 'care 2, medi 1, well 1, vital 1, clinic 1',
  'hedge laying, hedgelaying, coppicing, coppice, hurdle making, green woodworking': 'craft 2, garden 1, oak 1',
  'tool library, tool share, tool lending, library of things': 'loan 2, kit 1, works 1',
  'therapy dogs, therapy dog, pets as therapy, therapy animals, therapy pets': 'therapy 3, care 2, calm 1, heal 1',
  'cosplay, cosplay convention, cosplayers, anime convention, fan convention': '',
  'documentary film, documentary films, documentary production, documentary maker, documentary makers': 'studio 2, pixel 1',
  'luthier, guitar maker, guitar repair, guitar repairs, guitar setups, guitar setup': 'craft 2, studio 1, works 1',
  'rose wine, rosé wine': 'vine 3, taste 1',
  'hard seltzer, seltzer, sparkling water, fizzy water': 'spark 2, fresh 1',
  'packing cubes, travel organisers, travel organizers, luggage organisers': 'trip 2, kit 1, voyage 1, journey 1, nomad 1',
  // Charities and community groups (holdout72).
  'fundraising appeal, charity appeal, legacy appeal, hospice appeal, building appeal, emergency appeal, air ambulance appeal': 'fund 2, capital 1, wealth 1',
  'air ambulance, air ambulance charity, air ambulances': 'medi 2, pulse 1, care 1, swift 1',
  'breakfast club for kids, school breakfast club, school breakfast clubs, breakfast clubs': 'kitchen 2, bake 1, fresh 1',
  'baby bank, baby banks, baby basics bank': 'nest 2, care 2, haven 1',
  'postnatal depression, post natal depression, perinatal mental health, postnatal depression peer group': 'nest 2, care 2, well 2, calm 2, haven 1, heal 1',
  'drop in, drop-in, drop in centre, drop-in centre, drop in center, lunch club for older people, age friendly drop in': 'care 2, well 1, haven 1',
  'hospital radio, hospital radio station': 'signal 2, echo 1, care 1',
  'volunteer rota, rota app, shift rota, staff rota, rota planner, volunteer scheduling': 'sync 2, code 1, data 1',
  'knife crime, gang violence, youth violence': '',
};

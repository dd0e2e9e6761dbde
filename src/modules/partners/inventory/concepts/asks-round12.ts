import type { AskLexicon } from './types.js';

/**
 * Twelfth round of buyer asks (issue 20): things buyers asked for that the earlier lists graded too low or not at all,
 * and a few they said nothing fits where a reader of the names sees a fit (a funeral director is served by care and
 * calm names; a chauffeur by journey names). Grades as in types.ts; an ask here merges with its other listings, the
 * better grade of each word kept.
 */
export const ASKS_ROUND12: AskLexicon = {
  // Services and local businesses
  'funeral director, funeral home, funeral parlour, funeral parlor, funeral service, undertaker, mortuary, memorial service': 'care 2, calm 1, haven 1',
  'chauffeur, chauffeur service, limousine, limo, limo service, private driver, executive car service': 'journey 2, route 1, trip 1, voyage 1',
  'land for sale, plot of land, plots of land, building plot, vacant land, land plot': 'garden 1, house 1',
  'hot tub hire, hot tub rental, hot tub, jacuzzi hire': 'calm 1, zen 1, haven 1',
  'reflexology, reflexologist, foot reflexology': 'therapy 2, heal 1, calm 1, zen 1, well 1',
  'teeth whitening, tooth whitening, whitening studio, smile makeover': 'bright 2, glow 1, care 1, clinic 1',
  'property photo editing, real estate photo editing, estate agent photography, listing photos, photo editing service': 'pixel 2, house 1, studio 1',
  'old photo restoration, photo restoration, photo retouching': 'pixel 2, studio 1',
  'furniture rental, furniture hire, rent furniture': 'loft 2, nest 1, cozy 1, house 1, studio 1',
  'career guidance, careers advice, career advice, career coaching, career counselling, school leavers': 'compass 2, route 1, journey 1',
  'personal alarm, alarm pendant, fall alarm, medical alert, medical alarm, panic button for elderly': 'care 2, signal 1, medi 1',
  'bell ringing, change ringing, campanology, bell ringers, church bells': '',
  'falconry, falconer, birds of prey, hawk walk, owl experience': 'kite 1, nest 1',
  // Food and drink
  'hot dog, hot dog stand, hot dog cart, hot dogs': 'grill 2, taste 1',
  'belgian waffle, waffle cart, waffle stand, waffles': 'bake 1, sugar 1, taste 1',
  'soda fountain, ice cream float, ice cream parlour, ice cream parlor, milkshake bar': 'sugar 2, taste 1, fresh 1',
  'rum, rum distillery, rum bar, spiced rum': 'sugar 1, oak 1, brew 1, island 1',
  'cheap meals, student meals, budget meals, budget recipes, meals on a budget': 'budget 2, kitchen 2, taste 1',
  'canned cocktails, ready to drink cocktails, cocktail cans, premixed cocktails': 'mint 1, taste 1',
  'high protein pasta, protein pasta': 'pasta 3, fit 1',
  'vegan honey, honey alternative, plant based honey': 'honey 2, sugar 1',
  // Money
  'side hustle, side income, income tracker, gig income, freelance income, side gig': 'budget 2, ledger 2, pay 1, wealth 1',
  'savings circle, rotating savings, rotating savings club, susu, tanda, chit fund, money pool, rosca': 'fund 2, pay 1, coin 1',
  'tip pooling, tip sharing, tronc, tips distribution': 'pay 2, ledger 1, kitchen 1',
  'stock gifting, gift stocks, gift shares, shares as gifts': 'equity 2, invest 2, wealth 1, fund 1, trade 1, asset 1',
  // Apps and tech
  'date night, date nights, date ideas, date night ideas, date planner, date night planner, couples app, relationship app': 'spark 2, cozy 1',
  'period tracker, cycle tracker, menstrual tracker, menstrual app, period app, fertility tracker': 'flow 2, bloom 1, care 1, well 1, data 1',
  'qr code menu, qr code menus, qr menu, digital menu': 'code 2, kitchen 1, pixel 1',
  'hydration app, water reminder, drink water reminder, water tracker, hydration tracker': 'well 1, fresh 1, flow 1, vital 1, fit 1',
  'game assets, 3d models, sprites, sound effects, asset store, game art': 'asset 3, pixel 2, code 1, kit 1',
  'smart meter, smart meters, smart meter analytics, energy analytics, grid analytics': 'grid 2, data 2, signal 1, bolt 1, spark 1',
  'ai headshots, headshot generator, ai portraits, ai photo': 'pixel 2, studio 1, neural 1',
  'voice cloning, voice clone, ai voice, synthetic voice, text to speech voice': 'echo 2, neural 1, studio 1',
  'virtual summit, virtual conference, online summit, online conference, virtual event platform': 'summit 3, hub 1',
  'sunrise alarm, sunrise lamp, wake up light, wake-up light, light alarm clock': 'lamp 3, glow 2, bright 2, lumen 1',
  'bike light, bicycle light, bike lights, cycling light': 'lumen 2, bright 2, lamp 2, glow 1, halo 1',
  'zero trust, zero trust network, ztna, network access control': 'cyber 2, vault 1, node 1',
  'customer journey, customer journey analytics, journey analytics, journey mapping': 'journey 2, data 2, flow 1, signal 1',
  'caregiver scheduling, carer scheduling, home care scheduling, home health scheduling, care rota': 'care 3, nurse 2, sync 1, medi 1',
  'chemistry tutor, chemistry tutoring, chemistry lessons, chemistry revision': 'lab 2, wise 1, neural 1',
  'knee rehab, rehab exercises, physio exercises, physiotherapy exercises, post surgery rehab': 'heal 2, therapy 2, fit 1, care 1',
  // Leisure and outdoors
  'rock pooling, rock pool, rock pools, rockpooling, tide pool, tide pools, tide pooling': 'coast 2, stone 1, island 1, trip 1',
  'pole vault, pole vaulting, pole vaulter, pole vaulters': 'vault 2, fit 1, bolt 1',
  'heli skiing, heliskiing, heli ski, backcountry skiing, ski touring': 'summit 2, apex 1, zenith 1, trail 1',
  'city tours, layover tours, layover, stopover tours, walking tours': 'trip 2, route 1, journey 1, globe 1, voyage 1',
  'sailing crew, crew finder, yacht crew, boat crew, crewing': 'voyage 2, harbor 2, coast 1, compass 1',
  'rescue hens, rehoming hens, ex battery hens, hen rescue, chicken rescue': 'nest 2, haven 2, care 1, garden 1',
  'wish granting, wish granting charity, make a wish, wishes for sick children': 'care 1, heal 1',
};

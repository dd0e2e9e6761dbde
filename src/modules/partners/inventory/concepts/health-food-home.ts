import type { ConceptLexicon } from './types.js';

/** Concept lists of the health, food and home words (types.ts: grades 3/2/1, comma-separated terms). */
export const HEALTH_FOOD_HOME_CONCEPTS: ConceptLexicon = {
  // ---- health ----
  vital: {
    3: 'vital, vitality, vital sign, vigor, vigour',
    2:
      'health, healthcare, health care, wellness, wellbeing, well-being, energy, vitamin, multivitamin, ' +
      'supplement, dietary supplement, nutraceutical, nutrition, longevity, healthy living, ' +
      'holistic health, natural health, health monitoring, patient monitoring, heart rate, health tracker, ' +
      'health tracking, wearable, superfood, health food, lifeforce, life force, anti-aging, anti-ageing, ' +
      'preventive care, primary care, medical, healthtech, health tech',
    1:
      'fitness, exercise, gym, doctor, nurse, hospital, clinic, pharmacy, medicine, diet, organic, juice, ' +
      'smoothie, spa, yoga, life insurance, health insurance, elderly care, senior care, biotech, ' +
      'lab test, blood test, diagnostic, cardiology, heart, critical, crucial, key, important, metric, ' +
      'kpi, dashboard, analytics, strength, stamina, athlete, sports nutrition, protein, hydration, ' +
      'electrolyte, immune system, immunity, birth certificate, statistics, essential, vital record, life',
  },
  care: {
    3: 'care, caring, caregiving, caregiver, carer, home care',
    2:
      'care home, healthcare, health care, nursing, nurse, elderly care, elder care, senior care, ' +
      'aged care, child care, childcare, daycare, day care, babysitting, babysitter, nanny, pet care, ' +
      'pet sitting, skincare, skin care, hair care, haircare, personal care, dental care, eye care, ' +
      'foot care, wound care, baby care, home health, hospice, palliative care, nursing home, ' +
      'assisted living, residential care, disability support, disability care, respite care, patient care, ' +
      'patient, clinic, medical, wellness, wellbeing, customer care, customer service, customer support, ' +
      'support, aftercare, self care, self-care, compassion, kindness, empathy, welfare, social care, ' +
      'social work, social worker, foster care, companionship, companion care, home help, ' +
      'domiciliary care, lawn care, car care, plant care, maternity care, postnatal care, care package, ' +
      'caretaker, senior living, memory care, dementia care, after school care, care worker',
    1:
      'therapy, counseling, counselling, health insurance, pharmacy, hospital, doctor, medicine, ' +
      'insurance, warranty, maintenance, repair, veterinary, vet, beauty, cosmetics, spa, love, family, ' +
      'community, comfort, volunteer, volunteering, nonprofit, adoption, concierge, cleaning, ' +
      'housekeeping, doula, mother, parenting, baby, protection, safety, grooming, pet grooming, ' +
      'wellness retreat, health, gift, charity, auto detailing, dog walking, dog walker, special needs',
  },
  pulse: {
    3: 'pulse, heartbeat, heart rate, pulse rate',
    2:
      'heart, cardiology, cardiac, cardiologist, heart health, cardio, health monitoring, vital sign, ' +
      'fitness tracker, heart rate monitor, wearable, pulse oximeter, oximeter, survey, poll, polling, ' +
      'feedback, employee engagement, employee survey, pulse survey, sentiment, sentiment analysis, ' +
      'opinion, public opinion, trend, trending, news, breaking news, market research, ' +
      'market intelligence, analytics, real-time analytics, monitoring, uptime monitoring, status page, ' +
      'metric, dashboard, rhythm, beat, electronic music, dance music, edm',
    1:
      'chickpea, bean, energy, electricity, radio, electronics, laser, stock market, financial news, ' +
      'media, event, fitness, running, workout, gym, health, medical, hospital, life, alive, emergency, ' +
      'ambulance, nightlife, nightclub, party, drum, drummer, bass, music, dj, social media, ' +
      'social listening, community, engagement, alert, notification, live, real time, pace, tempo, ekg, ' +
      'ecg, blood pressure, legume, lentil, signal, vibe',
  },
  well: {
    3: 'wellness, wellbeing, well-being, well, water well',
    2:
      'health, healthy, healthy living, wellness retreat, spa, self care, self-care, holistic health, ' +
      'mindfulness, meditation, yoga, mental health, mental wellbeing, nutrition, healthcare, ' +
      'preventive care, wellness coach, health coach, employee wellness, corporate wellness, ' +
      'workplace wellbeing, borehole, well drilling, water drilling, groundwater, spring, spring water, ' +
      'wellspring, mineral water, fountain, wishing well, water supply, healing, recovery, ' +
      'wellness tourism, thriving, flourishing, oil well',
    1:
      'water, pump, water pump, plumbing, drilling, oil, good, fine, happy, happiness, balance, therapy, ' +
      'fitness, gym, diet, nutritionist, supplement, vitamin, clinic, medical, life coach, coaching, ' +
      'insurance, health insurance, sleep, relaxation, calm, massage, skincare, beauty, natural, organic, ' +
      'herbal, tea, detox, juice, smoothie, resource, source, origin, prosperity, welfare',
  },
  heal: {
    3: 'heal, healing, healer, cure',
    2:
      'health, healthcare, medicine, medical, recovery, rehabilitation, rehab, therapy, therapist, ' +
      'physical therapy, physiotherapy, wound care, wound healing, holistic health, alternative medicine, ' +
      'natural medicine, herbal medicine, herbalist, naturopathy, naturopath, energy healing, reiki, ' +
      'reflexology, acupuncture, ayurveda, homeopathy, spiritual healing, crystal healing, sound healing, ' +
      'mental health, trauma, trauma therapy, grief, grief counseling, counseling, counselling, counselor, ' +
      'counsellor, psychotherapy, addiction recovery, sobriety, wellness, wellbeing, doctor, nurse, ' +
      'clinic, hospital, pharmacy, remedy, treatment, pain relief, chronic pain, massage therapy, ' +
      'recovery coach, healing retreat, medicine man, shaman, shamanic healing, faith healing',
    1:
      'surgery, physician, spa, massage, meditation, yoga, mindfulness, self care, skincare, scar, ' +
      'health insurance, repair, reconciliation, church, faith, prayer, pet health, veterinary, vet, herb, ' +
      'essential oil, aromatherapy, hope, peace, care, crystal, breathwork, detox, sleep, nutrition, ' +
      'supplement, support group, charity, forgiveness, relationship coaching, first aid, bandage, ' +
      'plaster, restore, restoration',
  },
  fit: {
    3: 'fitness, fit, workout, gym, exercise, personal trainer, personal training',
    2:
      'fitness trainer, fitness coach, trainer, training, strength training, weight training, ' +
      'weightlifting, powerlifting, bodybuilding, crossfit, cardio, aerobics, pilates, bootcamp, ' +
      'boot camp, hiit, spin, spinning, indoor cycling, athlete, athletic, activewear, athleisure, ' +
      'sportswear, gym wear, fitness apparel, workout gear, fitness equipment, gym equipment, home gym, ' +
      'dumbbell, kettlebell, treadmill, protein, protein shake, sports nutrition, weight loss, fat loss, ' +
      'fitness tracker, health, healthy, muscle, physique, calisthenics, dance fitness, zumba, ' +
      'online coaching, fitness class, fitness studio, body transformation, toning, fitness instructor, ' +
      'group fitness, barre, functional training, endurance, stamina, shape, in shape',
    1:
      'yoga, cycling, running, marathon, triathlon, sport, supplement, diet, healthy eating, nutrition, ' +
      'meal prep, wearable, step counter, wellness, body, stretching, martial arts, boxing, kickboxing, ' +
      'physiotherapy, rehab, tailoring, tailor, bespoke, fitting, alteration, outfit, fashion, clothing, ' +
      'recruiting, recruitment, hiring, job match, matchmaking, swimming, hiking, outdoor, energy, ' +
      'strength, sneaker, water bottle, yoga mat, leggings, sports bra',
  },
  cure: {
    3: 'cure, remedy, treatment, healing',
    2:
      'medicine, medical, pharmaceutical, pharma, drug, drug discovery, pharmacy, pharmacist, therapy, ' +
      'therapeutics, biotech, biotechnology, clinical trial, medical research, cancer research, cancer, ' +
      'oncology, disease, vaccine, health, healthcare, recovery, rehab, doctor, physician, clinic, ' +
      'hospital, natural remedy, herbal remedy, herbal medicine, home remedy, hangover cure, hangover, ' +
      'acne treatment, pain relief, cured meat, charcuterie, curing, salami, ham, prosciutto, bacon, ' +
      'jerky, salt curing, smoked meat, heal, rare disease, patient advocacy',
    1:
      'skincare, problem solving, charity, fundraising, butcher, deli, uv curing, resin, concrete, ' +
      'wellness, supplement, cbd, cosmetics, life science, laboratory, lab, gene therapy, antidote, ' +
      'relief, answer, troubleshooting, repair, support, salt, smokehouse, sausage, cheese, pickle, ' +
      'fermentation, fix, solution',
  },
  medi: {
    3: 'medical, medicine, medication, medic, medi, healthcare, health care',
    2:
      'health, doctor, physician, clinic, hospital, pharmacy, pharmacist, pharmaceutical, pharma, drug, ' +
      'prescription, nurse, nursing, patient, telemedicine, telehealth, medical device, medical supply, ' +
      'medical equipment, medical record, health record, ehr, emr, medical billing, medical coding, ' +
      'medical transcription, medical tourism, medical spa, medspa, med spa, urgent care, primary care, ' +
      'first aid, emergency medicine, paramedic, ambulance, ems, diagnosis, diagnostic, lab test, surgery, ' +
      'surgeon, health insurance, medical insurance, medical student, med school, healthtech, health tech, ' +
      'medtech, medical technology, medical staffing, medical practice, general practitioner, gp, pill, ' +
      'pill reminder, medication reminder, medical alert, medical translation, medical writing, ' +
      'medical cannabis',
    1:
      'dental, dentist, physiotherapy, therapy, wellness, biotech, life science, laboratory, care, ' +
      'veterinary, vet, elderly care, home care, mediation, mediator, scrubs, uniform, vitamin, ' +
      'supplement, herbal medicine, medieval, media, mediterranean, fitness, nutrition, research, science, ' +
      'biology, chemistry, anatomy',
  },
  zen: {
    3: 'zen, zen buddhism, zen meditation, zazen',
    2:
      'meditation, mindfulness, calm, calmness, peace, peaceful, tranquility, tranquillity, serenity, ' +
      'relaxation, relax, stress relief, yoga, buddhism, buddhist, temple, monk, zen garden, rock garden, ' +
      'bonsai, japanese garden, minimalism, minimalist, simplicity, balance, harmony, inner peace, spa, ' +
      'wellness, retreat, meditation retreat, yoga retreat, wellness retreat, tea ceremony, incense, ' +
      'spirituality, spiritual, enlightenment, breathing, breathwork, mental health, mental wellbeing, ' +
      'meditation cushion, singing bowl, sound bath, koan, mindful living, slow living, tranquil, ' +
      'stillness, contemplation',
    1:
      'massage, matcha, tea, candle, aromatherapy, essential oil, sleep, insomnia, anxiety, self care, ' +
      'productivity, declutter, decluttering, interior design, feng shui, bamboo, koi, japan, japanese, ' +
      'asian, tai chi, qigong, martial arts, therapy, counseling, sleep aid, white noise, ambient music, ' +
      'nature, garden, pebble, stone, water feature, fountain, bath, sauna, hot spring, onsen, ' +
      'calligraphy, haiku, ikebana, origami, cbd, herbal tea, green tea, vegan, vegetarian, plant-based, ' +
      'focus',
  },
  calm: {
    3: 'calm, calmness, tranquility, tranquillity, serenity, peace, peacefulness, stillness',
    2:
      'relaxation, relax, stress relief, stress, anxiety, anxiety relief, meditation, mindfulness, sleep, ' +
      'sleep aid, insomnia, mental health, mental wellbeing, self care, self-care, spa, massage, yoga, ' +
      'breathing, breathwork, aromatherapy, essential oil, lavender, cbd, calming, soothing, white noise, ' +
      'sound machine, ambient music, nature sound, quiet, silence, rest, composure, zen, inner peace, ' +
      'wellness, serene, tranquil, peaceful, weighted blanket, pet calming, dog anxiety, sleep music, ' +
      'relaxing music, meditation music, bedtime, unwind, de-stress, destress, relaxation therapy, ' +
      'calm down',
    1:
      'therapy, counseling, counselling, chamomile, herbal tea, tea, baby, newborn, candle, bath, ' +
      'bath bomb, retreat, ocean, sea, lake, beach, water, weather, breeze, cloud, sky, blue, pastel, ' +
      'nature, garden, forest, spa retreat, hypnotherapy, psychologist, hotel, resort, reading, book, ' +
      'journal, journaling, prayer, focus, concentration, patience, mediation, conflict resolution, ' +
      'parenting, pet, dog, cat',
  },
  nurse: {
    3: 'nurse, nursing, registered nurse, rn, nurse practitioner',
    2:
      'nursing home, home care, home health, caregiver, carer, healthcare, health care, hospital, clinic, ' +
      'patient care, medical staffing, nurse staffing, travel nurse, nursing education, nursing student, ' +
      'nclex, nursing exam, cna, nursing assistant, lpn, midwife, midwifery, elderly care, senior care, ' +
      'elder care, private nurse, school nurse, breastfeeding, lactation, lactation consultant, ' +
      'nursing bra, nursing pillow, baby feeding, medical scrub, scrubs, nurse uniform, medical, medicine, ' +
      'hospice, palliative care, care, healthcare recruitment, healthcare job, nursing job, ' +
      'district nurse, community nurse, pediatric nurse, paediatric nurse, icu nurse, er nurse, ' +
      'nurse educator, patient advocate, health visitor',
    1:
      'doctor, physician, pharmacy, triage, first aid, telehealth, health, wellness, recruitment, ' +
      'shift scheduling, nurture, nurturing, infant care, newborn, doula, maternity, paramedic, ambulance, ' +
      'nurse shark, caring, compassion, stethoscope, uniform, shoe, compression sock, nanny, childcare, ' +
      'babysitting',
  },
  clinic: {
    3: 'clinic, medical clinic, health clinic, medical practice, outpatient, polyclinic, walk-in clinic',
    2:
      'doctor, physician, gp, general practitioner, family doctor, family medicine, primary care, ' +
      'urgent care, medical centre, medical center, health centre, dental clinic, dentist, dental, ' +
      'dentistry, dermatology, dermatologist, skin clinic, aesthetic clinic, cosmetic clinic, medspa, ' +
      'med spa, botox, filler, aesthetic medicine, laser clinic, laser hair removal, physiotherapy, ' +
      'physio, physical therapy, chiropractor, chiropractic, osteopath, veterinary clinic, vet, ' +
      'veterinarian, animal hospital, fertility clinic, ivf, eye clinic, optometrist, optician, ' +
      'hearing clinic, audiologist, mental health clinic, therapy, therapist, psychologist, psychiatrist, ' +
      'counseling, counselling, rehab clinic, rehabilitation, hospital, nurse, patient, ' +
      'appointment booking, patient scheduling, practice management, ehr, emr, medical record, telehealth, ' +
      'telemedicine, virtual clinic, lab test, diagnostic, vaccination, vaccine, health screening, ' +
      'health check, medical, medicine, healthcare, health care, health, legal clinic, law clinic, ' +
      'surgery, specialist, podiatrist, podiatry, sports medicine, weight loss clinic, dental practice, ' +
      'vet clinic, veterinary practice, beauty clinic, hair transplant, cosmetic surgery, plastic surgery',
    1:
      'wellness, pharmacy, spa, beauty salon, coaching clinic, workshop, training camp, masterclass, ' +
      'legal aid, repair clinic, tech support, troubleshooting, consultation, consultant, diagnosis, ' +
      'prescription, medical supply, medical device, insurance, health insurance, nutritionist, dietitian, ' +
      'massage, acupuncture, iv drip',
  },
  therapy: {
    3: 'therapy, therapist, psychotherapy, psychotherapist, counseling, counselling, counselor, counsellor',
    2:
      'mental health, psychology, psychologist, psychiatrist, psychiatry, cbt, ' +
      'cognitive behavioral therapy, cognitive behavioural therapy, dbt, emdr, talk therapy, ' +
      'online therapy, teletherapy, couples therapy, marriage counseling, family therapy, group therapy, ' +
      'child therapy, play therapy, art therapy, music therapy, drama therapy, physical therapy, ' +
      'physiotherapy, physio, physiotherapist, occupational therapy, occupational therapist, ' +
      'speech therapy, speech therapist, speech pathologist, speech-language pathology, massage therapy, ' +
      'massage therapist, massage, manual therapy, chiropractic, hydrotherapy, aromatherapy, ' +
      'sound therapy, light therapy, red light therapy, cryotherapy, iv therapy, hormone therapy, ' +
      'gene therapy, cell therapy, rehabilitation, rehab, recovery, addiction treatment, ' +
      'addiction recovery, trauma, anxiety, depression, grief, stress, burnout, wellness, self care, ' +
      'healing, treatment, retail therapy, pet therapy, animal-assisted therapy, equine therapy, ' +
      'therapy dog, sex therapy, sex therapist, hypnotherapy, hypnotherapist, hypnosis, psychoanalysis, ' +
      'behavioral health, behavioural health, aba therapy, autism, eating disorder, ptsd, ' +
      'mental wellbeing, emotional support, support group, life coaching',
    1:
      'coaching, life coach, spa, meditation, mindfulness, clinic, health, healthcare, doctor, medical, ' +
      'sleep, shopping, adhd, teen, relationship, marriage, parenting, journaling, yoga, breathwork, ' +
      'reiki, acupuncture, cancer treatment, medicine, pharmaceutical, wellbeing, wellness retreat, ' +
      'retreat',
  },
  glow: {
    3: 'glow, glowing, radiance, radiant, luminous, luminosity',
    2:
      'skincare, skin care, glowing skin, healthy skin, beauty, cosmetics, makeup, make-up, highlighter, ' +
      'serum, facial, face mask, esthetician, aesthetician, beauty salon, spa, tanning, self tanner, ' +
      'spray tan, tan, bronzer, light, lighting, lamp, candle, neon, neon sign, led, led lighting, ' +
      'glow stick, glow in the dark, fluorescent, phosphorescent, fairy light, night light, lantern, ' +
      'illumination, glow up, makeover, shine, gleam, shimmer, sparkle, dewy skin, skin clinic, vitamin c, ' +
      'brightening, tanning salon',
    1:
      'sunset, sunrise, sun, sunshine, warmth, ember, fire, fireplace, pregnancy, maternity, bridal, ' +
      'wedding, nail salon, hair, hair salon, wellness, confidence, happiness, positivity, ' +
      'bioluminescence, jewelry, jewellery, party, rave, nightlife, transformation, personal development, ' +
      'self improvement, collagen, dermatology, lip gloss, nail polish, glitter, gold, golden, aura, ' +
      'energy, smile, teeth whitening, health, fitness, self care, photography, golden hour',
  },
  // ---- food ----
  bake: {
    3:
      'bake, bakery, baker, baking, bread, pastry, cake, bakehouse, bake shop, bakeshop, boulangerie, ' +
      'home baking',
    2:
      'dessert, cookie, biscuit, patisserie, pastry chef, cupcake, muffin, brownie, pie, tart, croissant, ' +
      'bagel, baguette, sourdough, pretzel, donut, doughnut, scone, cinnamon roll, bun, loaf, ' +
      'cake decorating, wedding cake, birthday cake, custom cake, cake design, baking supply, baking mix, ' +
      'bakeware, baking pan, flour, dough, confectionery, confection, bake sale, treat, gluten-free, ' +
      'artisan bread, bread maker, cheesecake, macaron, pie shop, biscotti, shortbread, gingerbread, ' +
      'banana bread, focaccia, pastry shop, dessert shop, baking blog, baking show, bake off, baked good, ' +
      'cookie dough, patissier, cake shop',
    1:
      'oven, yeast, sweet, homemade, cafe, coffee shop, tea room, kitchen, cooking, recipe, chef, food, ' +
      'catering, snack, granola, cracker, pizza, pizzeria, sugar, butter, chocolate, chocolatier, ' +
      'ice cream, dessert bar, breakfast, brunch, deli, grocery, kitchenware, mixer, stand mixer, apron, ' +
      'food truck, pizza oven',
  },
  brew: {
    3:
      'brew, brewing, brewery, brewer, beer, homebrew, home brewing, craft beer, microbrewery, brewpub, ' +
      'cold brew',
    2:
      'ale, lager, stout, porter, ipa, pale ale, pilsner, sour beer, taproom, tap room, pub, beer garden, ' +
      'beer festival, oktoberfest, brewing supply, hop, malt, wort, brewmaster, coffee, coffee shop, cafe, ' +
      'pour over, filter coffee, drip coffee, barista, coffee roaster, roastery, tea, tea shop, kombucha, ' +
      'mead, cider, beverage, drink, ferment, fermentation, pint, beer delivery, beer subscription, ' +
      'beer tasting, brewery tour, gastropub, craft beverage, nano brewery, potion, tavern, alehouse, ' +
      'bottle shop, growler, keg, tap, craft brewery, beer bar, coffee maker, coffee machine, ' +
      'french press, moka pot, aeropress',
    1:
      'bar, sake, distillery, spirits, whiskey, whisky, wine, winery, alcohol, yeast, kettle, teapot, ' +
      'bartender, cocktail, happy hour, pub crawl, hop farm, witch, witchcraft, magic, cauldron, espresso, ' +
      'latte, cappuccino, coffee bean, espresso machine, bar snack, nightlife, party, hangout, chai, ' +
      'matcha, soda, craft soda, root beer, ginger beer, kvass',
  },
  spice: {
    3:
      'spice, seasoning, spice blend, spice mix, masala, spice merchant, spice trade, spice market, ' +
      'spice rack',
    2:
      'herb, curry, pepper, chili, chilli, chile, hot sauce, cinnamon, cumin, turmeric, paprika, saffron, ' +
      'cardamom, clove, nutmeg, ginger, peppercorn, garam masala, dry rub, rub, bbq rub, marinade, ' +
      'condiment, spicy food, spicy, hot, indian food, indian restaurant, indian cuisine, curry house, ' +
      'cajun, creole, jerk, harissa, ras el hanout, za atar, zaatar, sumac, chai, chai tea, pumpkin spice, ' +
      'flavor, flavour, flavoring, flavouring, seasoning blend, chili powder, curry powder, gourmet, ' +
      'spice box, spice subscription, pepper mill, tandoori, chili oil',
    1:
      'salsa, vanilla, sauce, thai food, thai, mexican food, sichuan, szechuan, middle eastern food, ' +
      'moroccan, ethnic food, restaurant, cooking, recipe, kitchen, chef, food, grocery, pantry, tea, ' +
      'mulled wine, gingerbread, baking, romance, intimacy, adult toy, lingerie, sensual, bazaar, souk, ' +
      'caribbean, african food, ethiopian food, sri lankan, bengali, pakistani food, takeaway, ' +
      'street food, fusion, hot pot, barbecue, bbq, grill, pickle, chutney, perfume, fragrance, incense, ' +
      'potpourri, excitement, zest, kick, heat, sizzle, flair, variety, salt, biryani, indian grocery',
  },
  fresh: {
    3: 'fresh, freshness, fresh produce, fresh food',
    2:
      'produce, fruit, vegetable, greengrocer, grocer, grocery, farmers market, farm fresh, organic, ' +
      'salad, salad bar, juice, juice bar, smoothie, fresh flower, seafood, fishmonger, meal kit, ' +
      'meal delivery, meal prep, healthy food, healthy eating, farm to table, local food, clean, ' +
      'clean eating, air freshener, mint, new, novelty, new beginning, fresh start, new start, fresh air, ' +
      'natural, fresher, freshman, fresh pasta, fresh bread, cold-pressed juice, herb, fresh fish, ' +
      'fresh meat, fresh market, crisp, cool, fresh fruit delivery, produce box, vegetable box, veg box, ' +
      'farm box, csa, salad delivery, farm shop, fruit basket',
    1:
      'florist, flower, fish, meat, butcher, bakery, market, deli, dairy, milk, egg, laundry, cleaning, ' +
      'deodorant, scent, fragrance, breath, toothpaste, oral care, modern, innovation, young, youth, ' +
      'fashion, streetwear, design, spring, breeze, water, nature, green, eco, skincare, graduate, ' +
      'recruitment, entry-level, intern, internship, idea, creativity, original, trendy, hip hop, urban, ' +
      'ocean, lemon, citrus, cucumber, linen, refresh, refreshment, cold drink, ice, fridge, refrigerator, ' +
      'refrigeration, cold storage, cold chain, vegan, vegetarian, plant-based, wellness, detox, poke, ' +
      'sushi, laundromat, air purifier',
  },
  grill: {
    3:
      'grill, grilling, barbecue, barbeque, bbq, grill house, grillhouse, bar and grill, grill master, ' +
      'grillmaster, broil',
    2:
      'steakhouse, steak, burger, burger joint, kebab, kabob, skewer, shish kebab, souvlaki, yakitori, ' +
      'korean bbq, churrasco, churrascaria, asado, braai, rotisserie, wing, chicken wing, hot dog, ' +
      'smokehouse, smoker, pitmaster, charcoal, bbq sauce, barbecue sauce, dry rub, cookout, ' +
      'outdoor cooking, outdoor kitchen, grill cleaning, gas grill, pellet grill, charcoal grill, kamado, ' +
      'grill accessory, grill restaurant, restaurant, meat, flame, flame grilled, tailgate, tailgating, ' +
      'grilled cheese, panini, brisket, rib, pulled pork, burnt end, mixed grill, shawarma, doner, ' +
      'peri peri, piri piri, tandoori, barbecue catering, bbq catering, grill pan, griddle, hibachi, ' +
      'teppanyaki, fire, wood fire, wood-fired',
    1:
      'marinade, backyard, patio, food truck, diner, pub, sports bar, chicken, sausage, bratwurst, ' +
      'butcher, camping, picnic, summer, sandwich, cooking, chef, kitchen, recipe, grillz, gold teeth, ' +
      'spice, seasoning, beer, fast food, takeaway, takeout, street food, fish, seafood, vegetable, corn, ' +
      'smoke, sizzle, heat, smoked meat, meat market',
  },
  taste: {
    3: 'taste, tasting, flavor, flavour, palate',
    2:
      'food, foodie, gourmet, cuisine, dining, fine dining, restaurant, chef, cooking, recipe, food blog, ' +
      'food review, food critic, wine tasting, tasting room, tasting menu, sampler, sample, delicacy, ' +
      'seasoning, sommelier, beer tasting, coffee tasting, cupping, food festival, food tour, culinary, ' +
      'culinary art, gastronomy, catering, delicious, yummy, tasty, flavorful, flavourful, curation, ' +
      'taste test, specialty food, artisanal food, artisan food, food hall, food market, food tasting, ' +
      'food and wine, good taste, connoisseur, epicure, epicurean, gastronome, appetite, savor, savour, ' +
      'tastemaker, taste maker',
    1:
      'deli, sauce, spice, wine, meal, elegance, fashion, design, interior design, aesthetic, art, luxury, ' +
      'food science, ingredient, grocery, street food, bakery, ice cream, chocolate, cheese, candy, sweet, ' +
      'cafe, bistro, brasserie, kitchen, meal kit, food delivery, takeaway, tongue, sense, music taste, ' +
      'recommendation, review, critic, influencer, lifestyle, curator, trend, boutique, style, refined, ' +
      'discerning, bite, snack, dessert, treat, food photography, recipe box',
  },
  kitchen: {
    3: 'kitchen, kitchenette, cookhouse, galley',
    2:
      'cooking, cook, chef, recipe, culinary, cookery, cookbook, cookware, kitchenware, kitchen appliance, ' +
      'appliance, utensil, cutlery, knife, kitchen knife, pot, pan, bakeware, kitchen design, ' +
      'kitchen remodel, kitchen renovation, kitchen cabinet, cabinetry, cabinet maker, countertop, ' +
      'worktop, kitchen fitter, kitchen installation, home cooking, meal prep, meal kit, meal delivery, ' +
      'ghost kitchen, cloud kitchen, dark kitchen, commissary kitchen, commercial kitchen, shared kitchen, ' +
      'catering, caterer, restaurant, food, cuisine, food blog, baking, soup kitchen, test kitchen, ' +
      'home chef, private chef, personal chef, pantry, larder, stove, oven, cooker, range hood, apron, ' +
      'food prep, kitchen gadget, cooking show, homemade, home cook, comfort food, family meal, ' +
      'kitchen island, kitchen table, kitchen garden, kitchen supply, cooking lesson, cooking workshop, ' +
      'dinner, supper',
    1:
      'bakery, bistro, diner, cafe, food truck, food bank, lunch, eat, dining, grocery, spice, home, ' +
      'interior design, home improvement, plumbing, sink, tap, faucet, fridge, refrigerator, dishwasher, ' +
      'tableware, dinnerware, tea towel, food processor, blender, mixer, food channel, family, hearth, ' +
      'housewares, homeware, herb, vegetable, farm to table, dinner party, hospitality, tile, backsplash, ' +
      'flooring, carpentry, joinery, cutting board, chopping board',
  },
  bean: {
    3: 'bean, coffee bean, legume',
    2:
      'coffee, coffee shop, coffee roaster, roastery, roaster, specialty coffee, espresso, cafe, barista, ' +
      'coffee subscription, coffee delivery, coffee cart, coffee bar, cold brew, java, cocoa, cacao, ' +
      'cocoa bean, bean to bar, chocolate, soy, soybean, tofu, soy milk, edamame, black bean, kidney bean, ' +
      'baked bean, green bean, pulse, chickpea, lentil, bean bag, beanbag, jelly bean, vanilla bean, ' +
      'coffee grinder, single origin, fair trade coffee, coffee plantation, coffee farm, bean burrito, ' +
      'refried bean, plant protein, plant-based, bean sprout, tempeh, miso, natto, mung bean',
    1:
      'chocolatier, latte, cappuccino, candy, sweet, vegan, vegetarian, chili, mexican food, burrito, ' +
      'hummus, falafel, garden, seed, sprout, farm, baby, pregnancy, java programming, javabeans, grocery, ' +
      'pantry, soup, stew, health food, protein, fiber, fibre, nutrition, bakery, breakfast, ' +
      'coffee machine, espresso machine, bean counter',
  },
  honey: {
    3: 'honey, beekeeping, beekeeper, apiary, apiarist, bee, honeybee, raw honey, honeycomb, honey farm',
    2:
      'manuka, manuka honey, mead, beeswax, beeswax candle, bee pollen, royal jelly, propolis, bee farm, ' +
      'pollinator, pollination, hive, beehive, bee supply, sweetener, natural sweetener, sweet, sweetness, ' +
      'sweetheart, honeymoon, honey bee, bumblebee, beeswax wrap, honey skincare, comb honey, ' +
      'wildflower honey, local honey, apitherapy, nectar, pollen',
    1:
      'syrup, maple syrup, sugar, jam, preserve, breakfast, tea, lemon, skincare, natural skincare, ' +
      'lip balm, candle, organic, farm, farmers market, bakery, dessert, baklava, honey mustard, granola, ' +
      'love, romance, dating, valentine, wedding, couple, gift, golden, amber, sweet shop, candy, yogurt, ' +
      'cereal, flower, wildflower, garden, meadow, nature, countryside, cosmetics, soap, wellness, throat, ' +
      'cough, darling',
  },
  olive: {
    3: 'olive, olive oil, extra virgin olive oil, evoo, olive grove, olive tree, olive farm',
    2:
      'mediterranean, mediterranean food, mediterranean cuisine, mediterranean diet, greek food, ' +
      'antipasto, antipasti, tapenade, olive branch, oil, cooking oil, deli, delicatessen, olive wood, ' +
      'olive wood board, olive oil soap, castile soap, olive green, taverna, mezze, meze, olive press, ' +
      'olive mill, olive harvest, kalamata, green olive, black olive, oil tasting, olive bar, ' +
      'greek restaurant',
    1:
      'italian food, spanish food, martini, peace, reconciliation, mediation, gourmet, specialty food, ' +
      'pantry, salad, dressing, vinaigrette, pizza, pasta, hummus, falafel, feta, cheese, bread, focaccia, ' +
      'cutting board, soap, natural skincare, skincare, cosmetics, green, khaki, restaurant, trattoria, ' +
      'wine, vineyard, harvest, farm, agriculture, tuscany, italy, greece, spain, crete, provence, ' +
      'lebanese food, middle eastern food, healthy eating, grocery, charcuterie, cheese board, ' +
      'grazing board, tapas, greek',
  },
  pasta: {
    3:
      'pasta, spaghetti, noodle, macaroni, penne, fettuccine, linguine, ravioli, tortellini, lasagna, ' +
      'lasagne, gnocchi, fresh pasta, pasta maker, pasta bar, pastificio, tagliatelle, pappardelle, ' +
      'rigatoni, fusilli, orecchiette',
    2:
      'italian food, italian cuisine, italian restaurant, trattoria, osteria, italian, carbonara, ' +
      'bolognese, pesto, marinara, tomato sauce, pasta sauce, durum wheat, semolina, mac and cheese, ' +
      'macaroni and cheese, noodle bar, pasta machine, ragu, alfredo, pasta dish, italian deli',
    1:
      'pizza, pizzeria, risotto, parmesan, cheese, olive oil, flour, ramen, udon, asian noodle, meal kit, ' +
      'meal delivery, takeaway, restaurant, dinner, comfort food, cooking, recipe, chef, kitchen, italy, ' +
      'mediterranean, wine, deli, catering, food, grocery, bistro, tomato, basil, garlic, bread, ' +
      'family meal',
  },
  salt: {
    3:
      'salt, sea salt, rock salt, table salt, salt flake, himalayan salt, pink salt, kosher salt, ' +
      'fleur de sel, saltworks, salt pan',
    2:
      'seasoning, condiment, salt shaker, salt cellar, salt mill, salt block, salt lamp, ' +
      'himalayan salt lamp, bath salt, epsom salt, salt scrub, salt therapy, halotherapy, salt cave, ' +
      'salt room, salt water, saltwater, sea, coastal, brine, brining, curing, salted caramel, road salt, ' +
      'water softener, salt marsh, salt flat, smoked salt, truffle salt, flavored salt, gourmet salt, ' +
      'salt and pepper',
    1:
      'spice, spa, ocean, marine, beach, seaside, surf, sailing, sailor, nautical, mineral, chip, ' +
      'potato chip, crisp, snack, pretzel, popcorn, pickle, pickling, cured meat, charcuterie, caramel, ' +
      'butter, margarita, cooking, chef, kitchen, de-icing, gritting, salt spreader, fish, seafood, ' +
      'anchovy, preserve, fermentation, kimchi, sauerkraut, electrolyte, hydration, sodium, salty, ' +
      'wellness, bath, skincare, exfoliation',
  },
  sugar: {
    3: 'sugar, cane sugar, brown sugar, sugar cane, sugarcane, sugar beet, sugar refinery',
    2:
      'sweet, candy, confectionery, confectioner, sweet shop, sweetshop, bakery, cake, cupcake, dessert, ' +
      'pastry, cookie, donut, doughnut, macaron, cotton candy, candy floss, lollipop, caramel, fudge, ' +
      'toffee, syrup, frosting, icing, sugarcraft, sugar craft, cake decorating, sugar scrub, sugaring, ' +
      'sugar wax, sweetener, sweet tooth, sugar dating, sugar daddy, diabetes, blood sugar, glucose, ' +
      'glucose monitor, diabetic, low sugar, sugar free, sugar-free, sugar cookie, sugar art, ' +
      'pick and mix, pick n mix, gummy, gummy bear, mithai, sweet treat, cake pop',
    1:
      'chocolate, marshmallow, honey, maple syrup, jam, ice cream, gelato, body scrub, waxing, ' +
      'hair removal, spa, sweetheart, dating, nutrition, diet, keto, treat, rum, molasses, baking, ' +
      'beverage, soda, lemonade, cocktail, bubble tea, cafe, party, kids, birthday, wedding cake, ' +
      'nail salon, beauty, cute, pink, pastel, love, romance',
  },
  tea: {
    3:
      'tea, tea room, tearoom, tea house, teahouse, tea shop, green tea, black tea, herbal tea, ' +
      'loose leaf tea, loose leaf, chai, matcha, oolong, earl grey, sencha, rooibos, tisane, bubble tea, ' +
      'boba, boba tea, milk tea, iced tea, afternoon tea, high tea, cream tea, tea blend, tea merchant, ' +
      'white tea, pu-erh, jasmine tea, english breakfast tea, tea bag',
    2:
      'infusion, tea ceremony, tea party, teapot, teacup, teaware, tea set, kettle, tea sommelier, ' +
      'tea plantation, tea garden, tea estate, tea grower, tea tasting, kombucha, chamomile, mint tea, ' +
      'peppermint tea, detox tea, slimming tea, tea subscription, tea leaf, tea cozy, tea cosy, teatime, ' +
      'tea time, chai latte, matcha latte, cuppa, spill the tea, samovar, gaiwan, yerba mate, mate, ' +
      'tea strainer, tea infuser, tea cake, teacake, scone',
    1:
      'cafe, biscuit, cake, bakery, celebrity news, wellness, detox, japanese, chinese, british, honey, ' +
      'lemon, ceramic, pottery, caffeine, herbal, herb, ginger, cozy, cosy, relaxation, calm, zen, ' +
      'meditation, mindfulness, book, reading, vintage, china, porcelain, sandwich, finger sandwich, ' +
      'tea tree oil, leaf, garden party, brunch, dessert, cupcake, macaron, beverage, drink, gossip, ' +
      'tea towel, tea light, herbalist',
  },
  vine: {
    3: 'vine, vineyard, grapevine, viticulture, viticulturist, vine grower, vinegrower, vigneron',
    2:
      'wine, winery, winemaker, winemaking, vintner, wine bar, wine merchant, wine tasting, wine tour, ' +
      'grape, grape grower, wine estate, wine country, sommelier, wine cellar, vino, red wine, white wine, ' +
      'sparkling wine, natural wine, organic wine, wine subscription, wine club, wine list, wine import, ' +
      'wine importer, wine region, cellar door, harvest, grape harvest, vintage, climbing plant, creeper, ' +
      'ivy, trellis, wisteria, clematis, vineyard wedding, grape juice',
    1:
      'cellar, champagne, napa, bordeaux, tuscany, burgundy, rioja, pergola, arbor, arbour, gardening, ' +
      'garden, plant, nursery, hops, kiwi, passion fruit, news, gossip, rumor, rumour, short video, ' +
      'raisin, jam, mediterranean, italy, france, wedding venue, restaurant, bistro, fine dining, cheese, ' +
      'charcuterie, cocktail, bar, liquor, spirits, jungle, rainforest',
  },
  // ---- home ----
  nest: {
    3: 'nest, nesting, bird nest, nest box',
    2:
      'home, house, family home, first home, new home, home buying, homebuyer, real estate, housing, ' +
      'home decor, homeware, home furnishing, bedding, cozy, cosy, comfort, nursery, baby, newborn, ' +
      'pregnancy, expecting, maternity, parenting, family, empty nest, empty nester, nest egg, ' +
      'retirement savings, birdhouse, bird, bird box, mom, mum, motherhood, baby shower, baby product, ' +
      'baby registry, crib, cot, moses basket, baby nest, cocoon, sanctuary, safe space, homemaking, ' +
      'homemaker, moving home, house move, nursery decor, first-time buyer, first time buyer',
    1:
      'property, realtor, apartment, rental, interior design, furniture, savings, retirement, pension, ' +
      'investing, birdwatching, bird feeder, egg, shelter, refuge, haven, thermostat, guesthouse, ' +
      'bed and breakfast, airbnb, vacation rental, hostel, sleep, pet bed, dog bed, cat bed, blanket, ' +
      'pillow, cushion, snuggle, daycare, childcare, twig, coworking, community, neighborhood, ' +
      'neighbourhood, tree, forest, wildlife, homestead, cottage, cabin, tiny house, hotel, retreat, ' +
      'mortgage, home insurance, smart home, housewarming, home organization, home organisation',
  },
  haven: {
    3: 'haven, safe haven, sanctuary, refuge, shelter, retreat',
    2:
      'harbor, harbour, home, hideaway, getaway, wellness retreat, spa, vacation rental, holiday home, ' +
      'holiday let, bed and breakfast, guesthouse, animal sanctuary, animal shelter, animal rescue, ' +
      'pet rescue, dog rescue, cat rescue, horse sanctuary, wildlife sanctuary, bird sanctuary, ' +
      'domestic violence shelter, homeless shelter, care home, assisted living, retirement home, ' +
      'senior living, safe space, peace, tranquility, tranquillity, privacy, tax haven, offshore, ' +
      'offshore banking, oasis, escape, paradise, respite, cabin, retreat center, retreat centre, ' +
      'yoga retreat, glamping, eco lodge, lodge, safe house, sober living, halfway house',
    1:
      'port, marina, resort, cottage, inn, hotel, hospice, housing, support, calm, relaxation, ' +
      'mental health, sleep, comfort, cozy, cosy, security, protection, tax, data privacy, garden, ' +
      'nature reserve, church, faith, refugee, asylum, charity, nonprofit, pet boarding, boarding kennel, ' +
      'island, beach, lake, countryside, holiday, vacation, travel, wellness, self care, bath, home decor, ' +
      'real estate, property, gated community, hospitality, rehab, recovery',
  },
  cozy: {
    3: 'cozy, cosy, coziness, cosiness, comfy, snug, hygge',
    2:
      'comfort, comfortable, warm, warmth, homey, homely, blanket, throw blanket, knitwear, sweater, ' +
      'jumper, slipper, sock, cozy sock, pajama, pyjama, loungewear, sleepwear, robe, bathrobe, candle, ' +
      'fireplace, cushion, pillow, bedding, home decor, homeware, home, cabin, cottage, log cabin, cafe, ' +
      'hot chocolate, winter, bed and breakfast, vacation rental, pet bed, dog bed, tea cozy, tea cosy, ' +
      'egg cosy, knitting, crochet, wool, fleece, slow living, quilt, couch, sofa, cozy game, cozy gaming, ' +
      'cozy mystery, nook, reading nook, snuggle, cuddle, cuddly, plush, soft, faux fur, sherpa, ' +
      'hand warmer, hot water bottle, fireside, hearth, cocooning',
    1:
      'coffee shop, tea room, cocoa, tea, coffee, book, bookshop, bookstore, reading, autumn, fall, ' +
      'christmas, holiday, guesthouse, inn, cat, yarn, cashmere, relaxation, self care, sleep, nap, baby, ' +
      'nursery, rug, carpet, interior design, furniture, armchair, duvet, fire pit, chalet, lodge, ' +
      'mulled wine, soup, comfort food, baking, scandinavian, nordic, cottagecore, farmhouse, rustic, ' +
      'small, intimate, friendly, heating, heater, insulation, wood stove, log burner',
  },
  house: {
    3: 'house, home, housing, residence, dwelling, household',
    2:
      'real estate, property, realtor, real estate agent, estate agent, homebuyer, home buying, home sale, ' +
      'house hunting, mortgage, home loan, rental, landlord, tenant, letting, property management, ' +
      'home builder, homebuilder, house building, builder, home improvement, renovation, remodeling, ' +
      'remodelling, home repair, handyman, house cleaning, housekeeping, housekeeper, house painting, ' +
      'home inspection, home inspector, home insurance, house sitting, house sitter, house music, ' +
      'house party, household goods, homeware, home decor, interior design, interior decor, ' +
      'home furnishing, smart home, home automation, housewarming, townhouse, tiny house, guesthouse, ' +
      'boarding house, open house, houseplant, house plant, fashion house, design house, publishing house, ' +
      'auction house, coffee house, house flipping, home staging, house swap, home exchange, house share, ' +
      'housemate, home design, house plan, floor plan, home appraisal, property valuation, conveyancing, ' +
      'homeowner, homeownership, housing association, social housing, affordable housing, student housing, ' +
      'co-living, coliving',
    1:
      'rent, construction, architect, architecture, contractor, roofing, plumbing, electrician, cleaning, ' +
      'painter, dj, techno, edm, dance music, nightclub, record label, furniture, home security, family, ' +
      'apartment, condo, flat, cottage, villa, mansion, cabin, vacation rental, holiday home, airbnb, ' +
      'house wine, restaurant, steakhouse, moving, removals, mover, storage, garden, garage, kitchen, ' +
      'bathroom, bedroom, door, window, estate, manor',
  },
  garden: {
    3:
      'garden, gardening, gardener, garden centre, garden center, botanical garden, flower garden, ' +
      'vegetable garden, kitchen garden, herb garden',
    2:
      'landscaping, landscaper, landscape design, landscape architect, lawn, lawn care, yard, backyard, ' +
      'plant, plant nursery, houseplant, flower, allotment, community garden, urban garden, ' +
      'urban gardening, urban farming, greenhouse, horticulture, horticulturist, botanical, seed, compost, ' +
      'composting, soil, fertilizer, fertiliser, garden tool, garden furniture, outdoor furniture, patio, ' +
      'planter, raised bed, hedge, shrub, permaculture, eden, beer garden, garden party, garden design, ' +
      'garden designer, garden maintenance, shed, garden shed, pergola, gazebo, irrigation, lawn mower, ' +
      'mower, grow your own, gardening blog, garden supply, bulb, perennial, rose garden, rose, orchard, ' +
      'topiary, pruning, weeding, water garden, rock garden, zen garden, roof garden, rooftop garden, ' +
      'secret garden, cottage garden, vertical garden, living wall, garden room, conservatory, ' +
      'greenhouse kit, landscape gardener, tree nursery',
    1:
      'nursery, florist, pot, tree surgeon, arborist, tree, orchid, succulent, cactus, bonsai, ' +
      'hydroponics, grow light, organic, farm, homestead, outdoor, green, paradise, oasis, nature, bee, ' +
      'butterfly, bird, wedding venue, pond, fountain, fence, decking, sprinkler, weed, pest control, ' +
      'tea garden, olive grove, vineyard, fruit, vegetable, herb, salad, farmers market, farm shop, ' +
      'landscape photography, botany, ecology, wildlife, spring, bloom, blossom, sustainability, eco, ' +
      'garden apartment, garden city, grow kit, microgreens',
  },
  loft: {
    3: 'loft, loft apartment, loft conversion, attic, garret, loft living',
    2:
      'apartment, flat, condo, penthouse, studio apartment, warehouse conversion, industrial style, ' +
      'urban living, city living, interior design, attic conversion, loft insulation, skylight, ' +
      'roof window, mezzanine, loft bed, hayloft, pigeon loft, loft ladder, loft storage, attic storage, ' +
      'dormer, converted warehouse, artist loft, open plan, exposed brick, event space, event venue, ' +
      'rooftop, attic room, roof conversion',
    1:
      'industrial design, real estate, property, rental, vacation rental, airbnb, home decor, furniture, ' +
      'architecture, architect, renovation, insulation, roofing, storage, bunk bed, barn, pigeon, ' +
      'coworking, creative space, studio, artist, gallery, photography studio, music, golf, office space, ' +
      'workspace, dance studio, yoga studio, brick, warehouse, new york, soho, brooklyn, urban, city, ' +
      'downtown, minimalist, modern, design, bird, dovecote, builder, carpentry, converted barn',
  },
  oak: {
    3: 'oak, oak tree, oak wood, oakwood, oak furniture',
    2:
      'hardwood, wood, timber, wooden, woodwork, woodworking, woodworker, carpentry, carpenter, joinery, ' +
      'joiner, oak flooring, hardwood floor, wood flooring, barrel, oak barrel, cask, wine barrel, ' +
      'whiskey barrel, cooperage, acorn, forest, woodland, tree, arborist, strength, sturdy, heritage, ' +
      'tradition, legacy, oak beam, timber frame, timber framing, solid wood, oak door, oak table, ' +
      'oak cabinet, cabinet maker, bespoke furniture, handmade furniture, furniture maker, english oak, ' +
      'white oak, oak leaf, grove, oak aged, barrel aged',
    1:
      'furniture, floor, flooring, whiskey, whisky, bourbon, wine, winery, aging, cooper, tree surgeon, ' +
      'nature, endurance, durability, longevity, stability, trust, old, ancient, english countryside, ' +
      'country estate, manor, finance, wealth management, investment, real estate, estate, landscaping, ' +
      'garden, park, squirrel, autumn, fall, rustic, farmhouse, cabin, lodge, log cabin, woodburning, ' +
      'firewood, kitchen cabinet, craftsman, craft, artisan, family, wisdom, druid, celtic, sawmill',
  },
  stone: {
    3: 'stone, stonework, stonemason, mason, masonry, natural stone, rock, stone carving',
    2:
      'granite, marble, limestone, slate, sandstone, quartz, quartzite, travertine, flagstone, ' +
      'cobblestone, cobble, paving, paver, paving stone, countertop, stone countertop, tile, stone tile, ' +
      'quarry, quarrying, stone cladding, stone wall, dry stone wall, drystone, headstone, gravestone, ' +
      'tombstone, memorial, monument, sculpture, gemstone, gem, precious stone, birthstone, ' +
      'gemstone jewelry, gemstone jewellery, crystal, pebble, boulder, bouldering, gravel, landscaping, ' +
      'hardscaping, hardscape, stone oven, stone-baked, hot stone massage, geology, geologist, mineral, ' +
      'stone age, stone fruit, stone restoration, stone cleaning, stone supplier, rockery, stepping stone, ' +
      'millstone, stone circle, stonehenge, megalith, stoneware',
    1:
      'patio, worktop, funeral, sculptor, jewelry, jewellery, healing crystal, aggregate, fireplace, ' +
      'pizza oven, pizza, spa, massage, rock climbing, climbing, fossil, prehistoric, castle, cottage, ' +
      'building, construction, builder, strength, durability, solid, foundation, heritage, cement, ' +
      'concrete, brick, kitchen, bathroom, flooring, fountain, garden, zen, zen garden, rock garden, ' +
      'crystal healing, meditation, cairn, hiking, mountain, cliff, cave, ancient, archaeology, history, ' +
      'kidney stone, pottery, paving contractor',
  },
  brick: {
    3: 'brick, bricklayer, bricklaying, brickwork, brickworks, brickmaker, masonry, mason',
    2:
      'builder, building, construction, mortar, pointing, repointing, chimney, wall, brick wall, paving, ' +
      'brick paver, block paving, building material, building supply, brick and mortar, brick oven, lego, ' +
      'toy brick, building block, red brick, exposed brick, brick house, brick building, ' +
      'masonry contractor, chimney repair, chimney sweep, fireplace, brick cleaning, brick restoration, ' +
      'tuckpointing, brick veneer, brick slip, facade, cladding, block, blockwork, cinder block, ' +
      'breeze block, clay brick, kiln, brick kiln, building contractor, extension, home extension, ' +
      'foundation',
    1:
      'stonemason, stone, concrete, cement, contractor, general contractor, patio, driveway, renovation, ' +
      'retail, physical store, local shop, pizza, pizzeria, oven, warehouse, loft, industrial, ' +
      'real estate, property, house, home, architecture, architect, toy, kids, construction toy, solid, ' +
      'sturdy, durability, strength, reliability, foundation stone, cornerstone, heritage, victorian, ' +
      'terrace, townhouse, factory, mill, industrial heritage, roofing, roofer, plastering, plasterer, ' +
      'tiling, builder merchant',
  },
  porch: {
    3: 'porch, veranda, verandah, front porch, back porch, stoop, portico, screened porch, sun porch',
    2:
      'patio, deck, decking, sunroom, conservatory, porch swing, rocking chair, outdoor furniture, ' +
      'patio furniture, outdoor living, front door, doormat, welcome mat, entryway, entrance, curb appeal, ' +
      'kerb appeal, porch light, wreath, door wreath, package delivery, parcel delivery, doorstep, ' +
      'doorstep delivery, porch pirate, video doorbell, doorbell, farmhouse, southern hospitality, ' +
      'neighbor, neighbour, neighborhood, neighbourhood, porch decor, porch sign, porch builder, ' +
      'deck builder, railing, balustrade, awning, canopy, pergola, lanai, front step, porch sitting',
    1:
      'garden furniture, home improvement, home exterior, door, lantern, lighting, planter, home decor, ' +
      'seasonal decor, package, parcel locker, home security, front yard, yard, garden, country, southern, ' +
      'hospitality, community, local, local news, conversation, gathering, summer, evening, relaxation, ' +
      'bed and breakfast, cottage, cabin, carpentry, contractor, home, house, real estate, music, ' +
      'folk music, bluegrass, acoustic, podcast, front room, welcome, greeting, visitor, friendship, ' +
      'mailbox, mail, grocery delivery, meal delivery, milk delivery, milkman, halloween, christmas decor, ' +
      'pumpkin, storytelling, sweet tea, lemonade, outdoor decor',
  },
  lamp: {
    3:
      'lamp, lampshade, lamp shade, lantern, floor lamp, table lamp, desk lamp, bedside lamp, ' +
      'reading lamp',
    2:
      'lighting, light, light fixture, lighting design, lighting designer, chandelier, pendant light, ' +
      'sconce, wall light, light bulb, lightbulb, bulb, led, led lighting, night light, lava lamp, ' +
      'salt lamp, oil lamp, illumination, home decor, glow, genie lamp, magic lamp, lamp base, lamp maker, ' +
      'lamp repair, vintage lamp, antique lamp, tiffany lamp, lighting shop, lighting store, lumen, ' +
      'luminaire, smart lighting, smart bulb, table light, ceiling light, arc lamp, kerosene lamp, ' +
      'paraffin lamp, torch, flashlight',
    1:
      'electrician, electrical, interior design, homeware, furniture, decor, antique, vintage, bright, ' +
      'brightness, enlightenment, wisdom, knowledge, learning, education, guidance, hope, genie, wish, ' +
      'magic, street light, streetlight, uv lamp, heat lamp, grow light, web hosting, web development, ' +
      'php, lamp stack, linux, bedroom, study, reading, book, night, sleep, nursery, baby, camping, ' +
      'aladdin, arabian, moroccan, moroccan lamp, lamplighter, lamppost, lamp post, lighthouse, beacon, ' +
      'candle, candlelight',
  },
  studio: {
    3:
      'studio, recording studio, photo studio, photography studio, art studio, design studio, film studio, ' +
      'yoga studio, dance studio, pilates studio, fitness studio, tattoo studio, music studio, ' +
      'studio apartment, atelier, animation studio, game studio, podcast studio, ceramic studio, ' +
      'pottery studio, sound studio, video studio, broadcast studio, creative studio, nail studio, ' +
      'hair studio, beauty studio, lash studio',
    2:
      'photography, photographer, photoshoot, photo shoot, portrait, recording, music production, ' +
      'music producer, producer, podcast, podcasting, audio, sound engineer, mixing, mastering, film, ' +
      'film production, video production, videographer, animation, game development, game developer, ' +
      'creative, design, graphic design, branding, web design, architecture, interior design, artist, art, ' +
      'pottery, ceramics, workshop, tattoo, tattoo artist, hair salon, beauty salon, nail salon, ' +
      'makeup artist, yoga, pilates, dance, barre, spin, boutique fitness, music, rehearsal space, ' +
      'rehearsal, broadcast, broadcasting, tv production, content creation, content creator, ' +
      'fashion design, jewelry design, jewellery design, artisan, motion graphics, visual effects, vfx, ' +
      'illustration, illustrator, painting, painter, sculpture, printmaking, voiceover, voice over, ' +
      'dubbing, post-production, editing, video editing, photo editing, live stream, livestream, ' +
      'streaming, green screen, lighting, creative agency, design agency, production company, bedsit, ' +
      'efficiency apartment, flat, apartment, interior designer, graphic designer, web designer',
    1:
      'gym, martial arts, band, radio, television, youtube, creator, influencer, photobooth, event venue, ' +
      'coworking, workspace, print, craft, makerspace, textile, fashion, woodworking, glassblowing, ' +
      'candle making, app development, software development, ide, developer, indie game, esports, gallery, ' +
      'museum, exhibition, theatre, theater, stage, actor, acting, drama, model, modeling, modelling, ' +
      'wedding photography, headshot, camera, microphone, speaker, headphone, instrument, guitar, piano, ' +
      'singer, vocalist, songwriter, beat, beat maker, dj, loft, warehouse, rental, real estate, ' +
      'architect, karaoke, photo booth',
  },
};

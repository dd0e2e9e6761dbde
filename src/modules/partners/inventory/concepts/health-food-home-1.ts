import type { ConceptLexicon } from './types.js';

/** Part 1 of HEALTH_FOOD_HOME_CONCEPTS (health-food-home.ts): health; food. */
export const HEALTH_FOOD_HOME_CONCEPTS_1: ConceptLexicon = {
  // ---- health ----
  vital: {
    3: 'vital, vitality, vital sign, vigor, vigour',
    2:
      'health, healthcare, health care, wellness, wellbeing, well-being, vitamin, multivitamin, supplement, ' +
      'dietary supplement, nutraceutical, longevity, healthy living, health monitoring, patient monitoring, ' +
      'health tracker, health tracking, lifeforce, life force, healthtech, health tech, vital record',
    1:
      'fitness, doctor, clinic, pharmacy, medicine, life insurance, health insurance, biotech, lab test, ' +
      'blood test, diagnostic, cardiology, stamina, sports nutrition, hydration, electrolyte, immune system, ' +
      'immunity, birth certificate, nutrition, holistic health, natural health, heart rate, wearable, ' +
      'superfood, health food, anti-aging, anti-ageing, preventive care, primary care, medical',
  },
  care: {
    3: 'care, caring, caregiving, caregiver, carer, home care',
    2:
      'care home, healthcare, health care, nursing, nurse, elderly care, elder care, senior care, aged care, ' +
      'child care, childcare, daycare, day care, babysitting, babysitter, nanny, pet care, personal care, ' +
      'wound care, baby care, home health, hospice, palliative care, nursing home, assisted living, ' +
      'residential care, disability support, disability care, respite care, patient care, customer care, ' +
      'aftercare, self care, self-care, welfare, social care, foster care, companion care, home help, ' +
      'domiciliary care, maternity care, postnatal care, care package, caretaker, senior living, memory care, ' +
      'dementia care, after school care, care worker',
    1:
      'health insurance, hospital, volunteer, doula, health, charity, dog walking, dog walker, special needs, ' +
      'patient, clinic, medical, wellness, wellbeing, customer service, customer support, compassion, kindness, ' +
      'empathy, social work, social worker, companionship, lawn care, car care, plant care, skincare, ' +
      'skin care, hair care, haircare, dental care, eye care, foot care, pet sitting',
  },
  pulse: {
    3: 'pulse, heartbeat, heart rate, pulse rate',
    2:
      'cardiology, cardiac, cardiologist, heart health, health monitoring, vital sign, heart rate monitor, ' +
      'oximeter, employee survey, legume, pulse survey, pulse oximeter',
    1:
      'chickpea, financial news, health, medical, nightlife, nightclub, social listening, tempo, ekg, ecg, ' +
      'blood pressure, lentil, heart, cardio, fitness tracker, wearable, survey, poll, polling, feedback, ' +
      'employee engagement, sentiment, sentiment analysis, opinion, public opinion, trend, trending, news, ' +
      'breaking news, market research, market intelligence, analytics, real-time analytics, monitoring, ' +
      'uptime monitoring, status page, rhythm, electronic music, dance music, edm',
  },
  well: {
    3: 'wellness, wellbeing, well-being, well, water well',
    2:
      'health, healthy, healthy living, wellness retreat, self care, self-care, holistic health, mental health, ' +
      'mental wellbeing, healthcare, wellness coach, health coach, employee wellness, corporate wellness, ' +
      'workplace wellbeing, borehole, water drilling, groundwater, wellspring, wishing well, wellness tourism, ' +
      'oil well, well drilling',
    1:
      'water pump, drilling, therapy, fitness, nutritionist, supplement, vitamin, clinic, life coach, ' +
      'health insurance, relaxation, massage, detox, welfare, spa, mindfulness, meditation, yoga, nutrition, ' +
      'preventive care, spring water, mineral water, water supply, healing, recovery, thriving, flourishing',
  },
  heal: {
    3: 'heal, healing, healer',
    2:
      'health, healthcare, medicine, recovery, rehabilitation, rehab, therapy, therapist, physical therapy, ' +
      'physiotherapy, wound care, holistic health, alternative medicine, natural medicine, herbal medicine, ' +
      'herbalist, naturopathy, naturopath, reiki, mental health, trauma therapy, grief counseling, ' +
      'addiction recovery, remedy, treatment, pain relief, chronic pain, cure, wound healing, energy healing, ' +
      'spiritual healing, crystal healing, sound healing, healing retreat, shamanic healing, faith healing',
    1:
      'meditation, self care, skincare, scar, reconciliation, prayer, pet health, veterinary, aromatherapy, ' +
      'crystal, breathwork, detox, support group, forgiveness, first aid, bandage, plaster, medical, ' +
      'reflexology, acupuncture, ayurveda, homeopathy, grief, counseling, counselling, counselor, counsellor, ' +
      'psychotherapy, sobriety, wellness, wellbeing, doctor, nurse, clinic, hospital, pharmacy, ' +
      'massage therapy, recovery coach, medicine man, shaman, trauma',
  },
  fit: {
    3: 'fitness, fit, workout, exercise, personal trainer, personal training',
    2:
      'fitness trainer, fitness coach, strength training, weight training, weightlifting, bodybuilding, ' +
      'crossfit, cardio, aerobics, hiit, activewear, athleisure, sportswear, gym wear, fitness apparel, ' +
      'workout gear, fitness equipment, gym equipment, home gym, weight loss, fat loss, fitness tracker, ' +
      'physique, calisthenics, dance fitness, fitness class, fitness studio, body transformation, toning, ' +
      'fitness instructor, group fitness, functional training, in shape, gym, fitness bootcamp',
    1:
      'yoga, running, marathon, triathlon, sport, diet, healthy eating, meal prep, step counter, wellness, ' +
      'stretching, martial arts, boxing, kickboxing, tailoring, tailor, fitting, alteration, job match, hiking, ' +
      'leggings, sports bra, powerlifting, pilates, indoor cycling, athlete, athletic, dumbbell, kettlebell, ' +
      'treadmill, protein shake, sports nutrition, health, healthy, muscle, zumba, online coaching, barre, ' +
      'endurance, stamina',
  },
  cure: {
    3: 'cure, remedy',
    2:
      'medicine, pharmaceutical, pharma, drug discovery, therapeutics, biotech, biotechnology, clinical trial, ' +
      'medical research, cancer research, natural remedy, herbal remedy, home remedy, hangover, acne treatment, ' +
      'pain relief, cured meat, charcuterie, curing, salt curing, heal, rare disease, treatment, healing, ' +
      'antidote, hangover cure',
    1:
      'problem solving, charity, fundraising, butcher, deli, uv curing, supplement, life science, gene therapy, ' +
      'relief, smokehouse, solution, medical, drug, pharmacy, pharmacist, therapy, cancer, oncology, disease, ' +
      'vaccine, health, healthcare, recovery, rehab, doctor, physician, clinic, hospital, herbal medicine, ' +
      'salami, ham, prosciutto, bacon, jerky, smoked meat, patient advocacy',
  },
  medi: {
    3: 'medical, medicine, medication, medic, medi',
    2:
      'health, doctor, physician, clinic, hospital, pharmacy, pharmacist, pharmaceutical, pharma, prescription, ' +
      'patient, telemedicine, telehealth, medical device, medical supply, medical equipment, medical record, ' +
      'health record, ehr, emr, medical billing, medical coding, medical transcription, medical tourism, ' +
      'medical spa, medspa, med spa, urgent care, primary care, first aid, emergency medicine, paramedic, ' +
      'health insurance, medical insurance, medical student, med school, healthtech, health tech, medtech, ' +
      'medical technology, medical staffing, medical practice, general practitioner, pill reminder, ' +
      'medication reminder, medical alert, medical translation, medical writing, medical cannabis, healthcare, ' +
      'health care',
    1:
      'dental, dentist, physiotherapy, biotech, life science, veterinary, scrubs, herbal medicine, anatomy, ' +
      'ambulance, surgery, surgeon, pill, diagnosis, diagnostic, lab test, drug, nursing, nurse',
  },
  zen: {
    3: 'zen, zen buddhism, zen meditation, zazen, meditation',
    2:
      'mindfulness, calm, calmness, peaceful, tranquility, tranquillity, serenity, relaxation, relax, ' +
      'stress relief, buddhism, buddhist, minimalism, minimalist, inner peace, meditation retreat, ' +
      'enlightenment, meditation cushion, koan, mindful living, tranquil, stillness, zen garden',
    1:
      'massage, matcha, aromatherapy, sleep, anxiety, self care, productivity, declutter, decluttering, ' +
      'feng shui, tai chi, qigong, white noise, ambient music, water feature, haiku, ikebana, focus, peace, ' +
      'yoga, temple, monk, rock garden, bonsai, japanese garden, simplicity, balance, harmony, spa, wellness, ' +
      'retreat, yoga retreat, wellness retreat, tea ceremony, incense, spirituality, spiritual, breathing, ' +
      'breathwork, mental health, mental wellbeing, singing bowl, sound bath, slow living, contemplation',
  },
  calm: {
    3:
      'calm, calmness, tranquility, tranquillity, serenity, peacefulness, meditation, calming, serene, ' +
      'tranquil, peaceful',
    2:
      'relaxation, relax, stress relief, anxiety relief, mindfulness, sleep aid, mental health, ' +
      'mental wellbeing, breathwork, soothing, white noise, nature sound, quiet, composure, zen, inner peace, ' +
      'pet calming, sleep music, relaxing music, meditation music, unwind, de-stress, destress, ' +
      'relaxation therapy, peace, stillness, calm down',
    1:
      'therapy, counseling, counselling, chamomile, retreat, spa retreat, hypnotherapy, psychologist, ' +
      'journaling, focus, concentration, patience, mediation, conflict resolution, parenting, stress, anxiety, ' +
      'sleep, insomnia, self care, self-care, spa, massage, yoga, breathing, aromatherapy, lavender, cbd, ' +
      'sound machine, ambient music, silence, wellness, weighted blanket, dog anxiety, bedtime',
  },
  nurse: {
    3: 'nurse, nursing, registered nurse, rn, nurse practitioner',
    2:
      'nursing home, home care, home health, caregiver, carer, patient care, medical staffing, ' +
      'nursing education, nursing student, nclex, nursing exam, cna, nursing assistant, lpn, midwife, ' +
      'midwifery, breastfeeding, lactation, lactation consultant, nursing bra, nursing pillow, medical scrub, ' +
      'scrubs, nurse uniform, nursing job, nurse educator, health visitor, nurse staffing, travel nurse, ' +
      'private nurse, school nurse, district nurse, community nurse, pediatric nurse, paediatric nurse, ' +
      'icu nurse, er nurse',
    1:
      'triage, first aid, telehealth, shift scheduling, nurture, nurturing, infant care, doula, maternity, ' +
      'nurse shark, caring, stethoscope, compression sock, nanny, healthcare, health care, hospital, clinic, ' +
      'elderly care, senior care, elder care, baby feeding, medical, medicine, hospice, palliative care, ' +
      'healthcare recruitment, healthcare job, patient advocate',
  },
  clinic: {
    3:
      'clinic, medical clinic, health clinic, medical practice, outpatient, polyclinic, walk-in clinic, ' +
      'medical centre, medical center, health centre',
    2:
      'doctor, physician, general practitioner, family doctor, family medicine, primary care, urgent care, ' +
      'dentist, dermatology, dermatologist, medspa, med spa, aesthetic medicine, physiotherapy, physio, ' +
      'physical therapy, chiropractor, chiropractic, osteopath, veterinarian, animal hospital, ivf, ' +
      'optometrist, audiologist, patient scheduling, practice management, telehealth, telemedicine, ' +
      'vaccination, health screening, health check, medical, healthcare, health care, surgery, podiatrist, ' +
      'podiatry, sports medicine, dental practice, veterinary practice, hair transplant, cosmetic surgery, ' +
      'plastic surgery, dental clinic, skin clinic, aesthetic clinic, cosmetic clinic, laser clinic, ' +
      'veterinary clinic, fertility clinic, eye clinic, hearing clinic, mental health clinic, rehab clinic, ' +
      'virtual clinic, legal clinic, law clinic, weight loss clinic, vet clinic, beauty clinic',
    1:
      'pharmacy, coaching clinic, masterclass, legal aid, repair clinic, consultation, diagnosis, prescription, ' +
      'nutritionist, dietitian, acupuncture, iv drip, dental, dentistry, botox, laser hair removal, optician, ' +
      'therapy, therapist, psychologist, psychiatrist, counseling, counselling, rehabilitation, hospital, ' +
      'nurse, patient, appointment booking, ehr, emr, medical record, lab test, diagnostic, vaccine, medicine, ' +
      'health, specialist',
  },
  therapy: {
    3: 'therapy, therapist, psychotherapy, psychotherapist, counseling, counselling, counselor, counsellor',
    2:
      'mental health, psychology, psychologist, cbt, cognitive behavioral therapy, ' +
      'cognitive behavioural therapy, dbt, emdr, talk therapy, online therapy, teletherapy, couples therapy, ' +
      'marriage counseling, family therapy, group therapy, child therapy, play therapy, art therapy, ' +
      'music therapy, drama therapy, physical therapy, physiotherapy, physio, physiotherapist, ' +
      'occupational therapy, occupational therapist, speech therapy, speech therapist, speech pathologist, ' +
      'speech-language pathology, massage therapy, massage therapist, manual therapy, hydrotherapy, ' +
      'sound therapy, light therapy, red light therapy, cryotherapy, iv therapy, hormone therapy, gene therapy, ' +
      'cell therapy, rehabilitation, rehab, addiction treatment, addiction recovery, trauma, anxiety, ' +
      'depression, grief, pet therapy, animal-assisted therapy, equine therapy, therapy dog, sex therapy, ' +
      'sex therapist, hypnotherapy, hypnotherapist, psychoanalysis, behavioral health, behavioural health, ' +
      'aba therapy, eating disorder, ptsd, mental wellbeing, emotional support',
    1:
      'life coach, meditation, mindfulness, adhd, relationship, marriage, parenting, journaling, breathwork, ' +
      'reiki, acupuncture, cancer treatment, wellbeing, wellness retreat, psychiatrist, psychiatry, massage, ' +
      'chiropractic, aromatherapy, recovery, stress, wellness, self care, healing, treatment, hypnosis, autism, ' +
      'life coaching, support group, retail therapy, burnout',
  },
  glow: {
    3: 'glow, glowing, radiance, radiant, luminous, luminosity',
    2:
      'skincare, skin care, healthy skin, beauty, cosmetics, highlighter, facial, esthetician, aesthetician, ' +
      'beauty salon, tanning, self tanner, spray tan, bronzer, makeover, dewy skin, skin clinic, tanning salon, ' +
      'glowing skin, glow stick, glow in the dark, glow up',
    1:
      'pregnancy, maternity, bridal, nail salon, hair salon, wellness, confidence, bioluminescence, rave, ' +
      'transformation, self improvement, collagen, dermatology, lip gloss, aura, smile, teeth whitening, ' +
      'self care, golden hour, makeup, make-up, serum, face mask, spa, tan, lighting, lamp, candle, neon, ' +
      'neon sign, led lighting, fluorescent, phosphorescent, fairy light, night light, lantern, illumination, ' +
      'shine, gleam, shimmer, vitamin c, brightening',
  },
  // ---- food ----
  bake: {
    3: 'bake, bakery, baker, baking, bakehouse, bake shop, bakeshop, boulangerie, home baking',
    2:
      'cookie, biscuit, patisserie, pastry chef, cupcake, muffin, brownie, pie, tart, croissant, bagel, ' +
      'baguette, sourdough, pretzel, scone, cinnamon roll, loaf, cake decorating, wedding cake, birthday cake, ' +
      'custom cake, cake design, baking supply, baking mix, bakeware, baking pan, flour, dough, artisan bread, ' +
      'bread maker, cheesecake, macaron, pie shop, biscotti, shortbread, gingerbread, banana bread, focaccia, ' +
      'pastry shop, cookie dough, patissier, cake shop, bread, pastry, cake, bake sale, baking blog, ' +
      'baking show, bake off, baked good',
    1:
      'oven, yeast, homemade, cafe, tea room, kitchen, cooking, recipe, catering, snack, granola, cracker, ' +
      'pizza, pizzeria, sugar, butter, dessert bar, breakfast, kitchenware, stand mixer, apron, pizza oven, ' +
      'dessert, donut, doughnut, bun, confectionery, confection, treat, gluten-free, dessert shop',
  },
  brew: {
    3:
      'brew, brewing, brewery, brewer, beer, homebrew, home brewing, craft beer, microbrewery, brewpub, ' +
      'cold brew, coffee',
    2:
      'ale, lager, stout, ipa, pale ale, pilsner, sour beer, taproom, tap room, pub, beer garden, ' +
      'beer festival, oktoberfest, malt, wort, coffee shop, cafe, pour over, filter coffee, drip coffee, ' +
      'barista, coffee roaster, roastery, tea shop, kombucha, mead, cider, fermentation, beer delivery, ' +
      'beer subscription, beer tasting, gastropub, craft beverage, alehouse, keg, beer bar, coffee maker, ' +
      'coffee machine, french press, moka pot, aeropress, hops, brewing supply, brewmaster, brewery tour, ' +
      'nano brewery, craft brewery',
    1:
      'sake, distillery, spirits, alcohol, yeast, kettle, teapot, happy hour, pub crawl, witchcraft, cauldron, ' +
      'espresso, latte, cappuccino, espresso machine, chai, craft soda, root beer, ginger beer, kvass, ' +
      'beverage, drink, ferment, pint, potion, tavern, bottle shop, growler, tea, hop farm, coffee bean',
  },
  spice: {
    3: 'spice, seasoning, spice blend, spice mix, masala, spice merchant, spice market, spice rack',
    2:
      'curry, pepper, chili, chilli, hot sauce, cinnamon, cumin, turmeric, paprika, saffron, cardamom, clove, ' +
      'nutmeg, peppercorn, garam masala, dry rub, bbq rub, spicy food, spicy, curry house, harissa, ' +
      'ras el hanout, za atar, zaatar, sumac, chili powder, curry powder, spice trade, jerk seasoning, ' +
      'pumpkin spice, seasoning blend, spice box, spice subscription',
    1:
      'vanilla, sauce, thai food, mexican food, sichuan, szechuan, middle eastern food, ethnic food, cooking, ' +
      'recipe, pantry, mulled wine, gingerbread, baking, bazaar, souk, african food, ethiopian food, ' +
      'pakistani food, hot pot, barbecue, bbq, pickle, chutney, potpourri, salt, biryani, indian grocery, herb, ' +
      'ginger, marinade, condiment, indian food, indian restaurant, indian cuisine, cajun, creole, chai, ' +
      'chai tea, flavor, flavour, flavoring, flavouring, gourmet, pepper mill, tandoori, chili oil, ' +
      'italian food',
  },
  fresh: {
    3: 'fresh, freshness, fresh produce, fresh food',
    2:
      'produce, greengrocer, farmers market, salad bar, juice bar, meal kit, farm to table, air freshener, ' +
      'fresh pasta, fresh bread, cold-pressed juice, fresh fish, fresh meat, fresh fruit delivery, produce box, ' +
      'vegetable box, veg box, farm box, salad delivery, farm fresh, fresh flower, fresh start, fresh air, ' +
      'fresh market',
    1:
      'florist, bakery, deli, dairy, milk, laundry, cleaning, deodorant, scent, breath, toothpaste, oral care, ' +
      'graduate, entry-level, trendy, citrus, refresh, refreshment, cold drink, fridge, refrigerator, ' +
      'refrigeration, cold chain, detox, sushi, laundromat, air purifier, fruit, vegetable, grocer, grocery, ' +
      'organic, salad, juice, smoothie, seafood, fishmonger, meal delivery, meal prep, healthy food, ' +
      'healthy eating, local food, clean eating, new beginning, new start, freshman, crisp, csa, farm shop, ' +
      'fruit basket, gardening, fresher',
  },
  grill: {
    3: 'grill, grilling, barbecue, barbeque, bbq, grill house, grillhouse, bar and grill, grill master, grillmaster',
    2:
      'steakhouse, steak, burger, burger joint, kebab, kabob, skewer, shish kebab, souvlaki, yakitori, ' +
      'churrasco, churrascaria, asado, braai, rotisserie, chicken wing, smokehouse, pitmaster, bbq sauce, ' +
      'barbecue sauce, cookout, outdoor cooking, outdoor kitchen, kamado, flame grilled, grilled cheese, ' +
      'brisket, pulled pork, burnt end, shawarma, doner, peri peri, piri piri, tandoori, griddle, hibachi, ' +
      'teppanyaki, broil, korean bbq, grill cleaning, gas grill, pellet grill, charcoal grill, grill accessory, ' +
      'grill restaurant, mixed grill, barbecue catering, bbq catering, grill pan',
    1:
      'marinade, backyard, patio, food truck, diner, pub, sports bar, chicken, sausage, bratwurst, butcher, ' +
      'camping, picnic, sandwich, cooking, kitchen, grillz, gold teeth, seasoning, fast food, takeaway, ' +
      'takeout, street food, seafood, sizzle, smoked meat, meat market, hot dog, smoker, dry rub, restaurant, ' +
      'meat, tailgate, tailgating, wood fire, wood-fired, italian food, panini, charcoal',
  },
  taste: {
    3: 'taste, tasting, flavor, flavour',
    2:
      'foodie, gourmet, cuisine, fine dining, food blog, food review, food critic, food festival, food tour, ' +
      'culinary, culinary art, gastronomy, delicious, yummy, tasty, flavorful, flavourful, specialty food, ' +
      'artisanal food, artisan food, food and wine, connoisseur, epicure, epicurean, gastronome, savor, savour, ' +
      'tastemaker, taste maker, palate, wine tasting, tasting room, tasting menu, beer tasting, coffee tasting, ' +
      'taste test, food tasting, good taste',
    1:
      'deli, sauce, spice, wine, meal, aesthetic, food science, ingredient, street food, bakery, ice cream, ' +
      'chocolate, cheese, candy, cafe, bistro, brasserie, kitchen, meal kit, food delivery, takeaway, tongue, ' +
      'music taste, recommendation, critic, curator, refined, discerning, bite, snack, dessert, treat, ' +
      'food photography, recipe box, food, dining, restaurant, chef, cooking, recipe, sampler, delicacy, ' +
      'seasoning, sommelier, cupping, catering, curation, food hall, food market, appetite, coffee, ' +
      'coffee shop, italian food',
  },
  kitchen: {
    3: 'kitchen, kitchenette',
    2:
      'cooking, cook, chef, recipe, culinary, cookery, cookbook, cookware, utensil, kitchen knife, countertop, ' +
      'worktop, home cooking, meal prep, meal kit, catering, caterer, restaurant, cuisine, food blog, baking, ' +
      'home chef, private chef, personal chef, stove, oven, cooker, range hood, food prep, cooking show, ' +
      'home cook, kitchen garden, cooking lesson, cooking workshop, cookhouse, bakery, italian food, ' +
      'kitchenware, kitchen appliance, kitchen design, kitchen remodel, kitchen renovation, kitchen cabinet, ' +
      'kitchen fitter, kitchen installation, ghost kitchen, cloud kitchen, dark kitchen, commissary kitchen, ' +
      'commercial kitchen, shared kitchen, soup kitchen, test kitchen, kitchen gadget, kitchen island, ' +
      'kitchen table, kitchen supply',
    1:
      'bistro, diner, cafe, food truck, food bank, lunch, eat, dining, grocery, home improvement, sink, faucet, ' +
      'fridge, refrigerator, dishwasher, tableware, dinnerware, tea towel, food processor, blender, ' +
      'food channel, housewares, homeware, farm to table, dinner party, hospitality, backsplash, cutting board, ' +
      'chopping board, appliance, cutlery, knife, bakeware, meal delivery, pantry, larder, apron, homemade, ' +
      'comfort food, family meal, dinner, supper, food, cabinet maker, cabinetry, galley',
  },
  bean: {
    3: 'bean, coffee bean, legume, coffee',
    2:
      'coffee shop, coffee roaster, roastery, roaster, specialty coffee, espresso, cafe, barista, ' +
      'coffee subscription, coffee delivery, coffee cart, coffee bar, cold brew, cocoa, cacao, soy, tofu, ' +
      'soy milk, edamame, chickpea, lentil, coffee grinder, single origin, fair trade coffee, ' +
      'coffee plantation, coffee farm, plant protein, cocoa bean, bean to bar, soybean, black bean, ' +
      'kidney bean, baked bean, green bean, bean bag, beanbag, jelly bean, vanilla bean, bean burrito, ' +
      'refried bean, bean sprout, mung bean',
    1:
      'chocolatier, latte, cappuccino, vegan, vegetarian, chili, mexican food, burrito, hummus, falafel, ' +
      'sprout, javabeans, pantry, soup, stew, health food, protein, fiber, fibre, coffee machine, ' +
      'espresso machine, bean counter, chocolate, plant-based, tempeh, miso, natto, pulse',
  },
  honey: {
    3: 'honey, beekeeping, beekeeper, apiary, apiarist, raw honey, honeycomb, honey farm',
    2:
      'manuka, mead, beeswax, beeswax candle, bee pollen, royal jelly, propolis, bee farm, hive, beehive, ' +
      'bee supply, sweetener, natural sweetener, honey bee, beeswax wrap, apitherapy, bee, honeybee, ' +
      'manuka honey, honey skincare, comb honey, wildflower honey, local honey',
    1:
      'syrup, maple syrup, sugar, jam, preserve, tea, skincare, natural skincare, lip balm, candle, ' +
      'farmers market, bakery, dessert, baklava, granola, love, romance, dating, valentine, couple, sweet shop, ' +
      'candy, wildflower, meadow, soap, throat, cough, darling, pollinator, pollination, sweet, sweetness, ' +
      'bumblebee, pollen, sweetheart, honeymoon, nectar, honey mustard',
  },
  olive: {
    3: 'olive, olive oil, extra virgin olive oil, evoo, olive grove, olive tree, olive farm',
    2:
      'mediterranean, mediterranean food, mediterranean cuisine, mediterranean diet, greek food, antipasto, ' +
      'antipasti, tapenade, olive press, olive mill, olive harvest, kalamata, green olive, black olive, ' +
      'oil tasting, olive bar, greek restaurant, italian food, olive branch, olive wood, olive wood board, ' +
      'olive oil soap, olive green',
    1:
      'spanish food, martini, peace, gourmet, specialty food, pantry, salad, vinaigrette, pizza, pasta, hummus, ' +
      'falafel, feta, focaccia, cutting board, soap, natural skincare, trattoria, vineyard, tuscany, italy, ' +
      'greece, crete, provence, lebanese food, middle eastern food, charcuterie, cheese board, grazing board, ' +
      'tapas, greek, deli, delicatessen, taverna, mezze, meze, salad dressing, gardening, cooking oil, ' +
      'castile soap',
  },
  pasta: {
    3:
      'pasta, spaghetti, macaroni, penne, fettuccine, linguine, ravioli, tortellini, lasagna, lasagne, gnocchi, ' +
      'fresh pasta, pasta maker, pasta bar, pastificio, tagliatelle, pappardelle, rigatoni, fusilli, ' +
      'orecchiette, italian food, italian cuisine',
    2:
      'italian restaurant, trattoria, osteria, carbonara, bolognese, pesto, marinara, mac and cheese, ' +
      'macaroni and cheese, ragu, alfredo, pasta sauce, pasta machine, pasta dish',
    1:
      'pizza, pizzeria, risotto, parmesan, olive oil, ramen, udon, asian noodle, meal kit, dinner, ' +
      'comfort food, cooking, recipe, kitchen, italy, mediterranean, tomato, basil, family meal, italian, ' +
      'tomato sauce, durum wheat, semolina, noodle bar, italian deli, noodle',
  },
  salt: {
    3:
      'salt, sea salt, rock salt, table salt, salt flake, himalayan salt, pink salt, kosher salt, fleur de sel, ' +
      'saltworks, salt pan',
    2:
      'seasoning, salt lamp, himalayan salt lamp, bath salt, epsom salt, salt scrub, salt therapy, halotherapy, ' +
      'salt cave, salt room, brine, brining, salted caramel, road salt, salt and pepper, salt shaker, ' +
      'salt cellar, salt mill, salt block, smoked salt, truffle salt, flavored salt, gourmet salt',
    1:
      'spice, spa, ocean, seaside, sailing, sailor, nautical, mineral, potato chip, snack, pretzel, popcorn, ' +
      'pickle, pickling, cured meat, charcuterie, caramel, margarita, cooking, chef, kitchen, de-icing, ' +
      'gritting, seafood, anchovy, fermentation, kimchi, sauerkraut, electrolyte, hydration, bath, exfoliation, ' +
      'condiment, sea, coastal, curing, water softener, bakery, italian food, salt water, saltwater, sodium, ' +
      'salt marsh, salt flat, salt spreader, salty',
  },
};

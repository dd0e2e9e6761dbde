import type { Topic } from './topics.js';

/**
 * More trades and industries buyers name (issue 20, "meaning"), in the form of topics.ts: the general words buyers
 * use to name the trade (`cues`) and the ordinary English words names in that trade are made of (`words`). Written
 * as general coverage of common small-business and consumer trades (a product's topic lexicon, as in a directory's
 * category list), not from this inventory or any benchmark query: most of these words appear in no sandbox name, and
 * trades the inventory lacks (legal, plumbing, pets, auto) are here too, so that their asks stay empty for the right
 * reason — their words are known, and none is listed.
 */
export const TRADE_TOPICS: Topic[] = [
  {
    name: 'music', tech: false,
    cues: ['music', 'musical', 'musician', 'musicians', 'audio', 'sound', 'sounds', 'song', 'songs', 'band', 'bands', 'concert', 'concerts', 'radio', 'podcast', 'podcasts', 'dj', 'recording', 'playlist', 'playlists', 'singer', 'singing', 'guitar', 'piano', 'karaoke', 'orchestra', 'choir', 'records', 'vinyl', 'jazz', 'blues', 'opera', 'symphony', 'techno', 'edm', 'rap', 'hiphop'],
    words: ['echo', 'tune', 'beat', 'rhythm', 'melody', 'song', 'sound', 'chord', 'note', 'tone', 'bass', 'drum', 'vibe', 'harmony', 'lyric', 'chorus', 'verse', 'track', 'mix', 'record', 'vinyl', 'amp', 'loud', 'wave', 'studio', 'sonic', 'audio', 'music', 'band', 'jam', 'groove', 'tempo', 'pitch', 'hum', 'sing', 'voice'],
  },
  {
    name: 'media', tech: false,
    cues: ['media', 'video', 'videos', 'film', 'films', 'movie', 'movies', 'cinema', 'tv', 'television', 'streaming', 'broadcast', 'broadcasting', 'news', 'publishing', 'publisher', 'magazine', 'blog', 'blogging', 'journalism', 'entertainment', 'content', 'creator', 'creators', 'youtube'],
    words: ['stream', 'screen', 'reel', 'film', 'frame', 'lens', 'scene', 'cast', 'show', 'story', 'news', 'press', 'ink', 'page', 'channel', 'studio', 'echo', 'signal', 'wave', 'play', 'clip', 'view', 'watch', 'live', 'air', 'tale', 'voice'],
  },
  {
    name: 'energy', tech: false,
    cues: ['energy', 'power', 'electric', 'electrical', 'electrician', 'electricians', 'electricity', 'solar', 'utility', 'utilities', 'battery', 'batteries', 'lighting', 'wiring', 'renewable', 'renewables', 'charging', 'ev'],
    words: ['spark', 'bolt', 'grid', 'volt', 'watt', 'amp', 'current', 'charge', 'power', 'energy', 'lumen', 'lamp', 'light', 'bright', 'flux', 'wire', 'circuit', 'plug', 'socket', 'switch', 'sun', 'solar', 'beam', 'shine', 'dynamo', 'ion', 'electron', 'fuse'],
  },
  {
    name: 'arts', tech: false,
    cues: ['art', 'arts', 'artist', 'artists', 'artistic', 'gallery', 'galleries', 'museum', 'museums', 'painting', 'paintings', 'painter', 'sculpture', 'exhibition', 'photography', 'photographer', 'illustration', 'illustrator', 'creative', 'crafts', 'handmade', 'pottery', 'drawing', 'theater', 'theatre'],
    words: ['studio', 'canvas', 'paint', 'brush', 'palette', 'color', 'colour', 'hue', 'ink', 'sketch', 'draw', 'frame', 'muse', 'easel', 'gallery', 'art', 'craft', 'prism', 'vivid', 'pixel', 'lens', 'clay', 'form', 'shade', 'tint', 'stage', 'atelier'],
  },
  {
    name: 'logistics', tech: false,
    cues: ['logistics', 'shipping', 'freight', 'cargo', 'courier', 'couriers', 'transport', 'transportation', 'trucking', 'supply', 'warehouse', 'warehousing', 'fleet', 'distribution', 'postal', 'parcel', 'parcels', 'haulage', 'fulfillment', 'import', 'export'],
    words: ['route', 'harbor', 'harbour', 'port', 'dock', 'ship', 'cargo', 'freight', 'fleet', 'haul', 'truck', 'track', 'convoy', 'parcel', 'crate', 'depot', 'transit', 'courier', 'dispatch', 'relay', 'link', 'compass', 'atlas', 'globe', 'voyage', 'journey', 'trade', 'load', 'lane', 'move'],
  },
  {
    name: 'lodging', tech: false,
    cues: ['hotel', 'hotels', 'motel', 'motels', 'inn', 'hostel', 'hostels', 'lodging', 'accommodation', 'accommodations', 'bnb', 'resort', 'resorts', 'hospitality', 'guesthouse', 'stay', 'stays'],
    words: ['haven', 'inn', 'lodge', 'stay', 'rest', 'nest', 'cozy', 'harbor', 'harbour', 'retreat', 'suite', 'host', 'welcome', 'room', 'bed', 'home', 'shelter', 'oasis', 'villa', 'cabin', 'cottage'],
  },
  {
    name: 'kids', tech: false,
    cues: ['kids', 'kid', 'children', 'child', 'childrens', 'toy', 'toys', 'baby', 'babies', 'toddler', 'toddlers', 'parenting', 'parent', 'parents', 'family', 'families', 'nursery', 'daycare', 'mom', 'moms', 'mum', 'mums', 'infant', 'infants'],
    words: ['kite', 'toy', 'play', 'fun', 'joy', 'block', 'ball', 'doll', 'puzzle', 'teddy', 'cub', 'tot', 'nest', 'cozy', 'care', 'sunny', 'giggle', 'tiny', 'little', 'lullaby', 'crib', 'cradle', 'hug', 'snug'],
  },
  {
    name: 'pets', tech: false,
    cues: ['pet', 'pets', 'dog', 'dogs', 'cat', 'cats', 'puppy', 'puppies', 'kitten', 'kittens', 'veterinary', 'vet', 'vets', 'grooming', 'kennel', 'petcare'],
    words: ['paw', 'pup', 'pet', 'dog', 'cat', 'kitten', 'fur', 'tail', 'bone', 'leash', 'collar', 'bark', 'purr', 'whisker', 'woof', 'meow', 'kennel', 'vet'],
  },
  {
    name: 'legal', tech: false,
    cues: ['law', 'legal', 'lawyer', 'lawyers', 'attorney', 'attorneys', 'solicitor', 'solicitors', 'notary', 'court', 'justice', 'litigation', 'paralegal', 'barrister'],
    words: ['law', 'legal', 'justice', 'counsel', 'verdict', 'court', 'advocate', 'gavel', 'statute', 'lex', 'jury', 'plea', 'brief', 'case', 'clause', 'oath'],
  },
  {
    name: 'home trades', tech: false,
    cues: ['plumber', 'plumbers', 'plumbing', 'heating', 'hvac', 'roofing', 'roofer', 'handyman', 'locksmith', 'cleaning', 'cleaner', 'cleaners', 'maid', 'pest', 'painting', 'carpenter', 'carpentry'],
    words: ['pipe', 'drain', 'tap', 'valve', 'leak', 'water', 'fix', 'wrench', 'mend', 'tool', 'plumb', 'seal', 'clean', 'shine', 'sweep', 'lock', 'key', 'hammer', 'nail', 'saw'],
  },
  {
    name: 'fashion', tech: false,
    cues: ['fashion', 'clothing', 'clothes', 'apparel', 'wear', 'shoes', 'sneakers', 'jewelry', 'jewellery', 'accessories', 'style', 'designer', 'tailor', 'tailoring', 'dress', 'dresses', 'streetwear'],
    words: ['style', 'wear', 'thread', 'stitch', 'silk', 'cotton', 'linen', 'lace', 'denim', 'chic', 'vogue', 'glam', 'gem', 'jewel', 'ring', 'velvet', 'tailor', 'seam', 'hem', 'knit', 'wool', 'satin', 'pearl', 'sole', 'closet'],
  },
  {
    name: 'education', tech: false,
    cues: ['education', 'educational', 'school', 'schools', 'tutoring', 'tutor', 'tutors', 'teacher', 'teachers', 'teaching', 'course', 'courses', 'academy', 'university', 'college', 'study', 'studying', 'students', 'student', 'edtech', 'homework', 'exam', 'exams'],
    words: ['learn', 'study', 'mind', 'brain', 'sage', 'wise', 'book', 'page', 'class', 'scholar', 'tutor', 'mentor', 'genius', 'insight', 'school', 'lesson', 'quiz', 'chalk', 'pencil', 'owl', 'grade', 'campus', 'bright'],
  },
  {
    name: 'auto', tech: false,
    cues: ['car', 'cars', 'auto', 'autos', 'automotive', 'vehicle', 'vehicles', 'motor', 'motors', 'garage', 'mechanic', 'mechanics', 'dealership', 'truck', 'trucks', 'motorcycle', 'motorcycles'],
    words: ['car', 'auto', 'motor', 'drive', 'wheel', 'gear', 'engine', 'fuel', 'torque', 'speed', 'road', 'ride', 'turbo', 'piston', 'tire', 'tyre', 'garage', 'lane', 'mile'],
  },
  {
    name: 'flowers', tech: false,
    cues: ['florist', 'florists', 'flower', 'flowers', 'floral', 'bouquet', 'bouquets', 'plants', 'plant', 'gardener', 'gardening', 'botanical', 'houseplants'],
    words: ['bloom', 'blossom', 'petal', 'rose', 'lily', 'garden', 'flora', 'fern', 'vine', 'seed', 'leaf', 'root', 'sprout', 'green', 'moss', 'ivy', 'tulip', 'daisy', 'orchid', 'stem', 'bud', 'grow'],
  },
];

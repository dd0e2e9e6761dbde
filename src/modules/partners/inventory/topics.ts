import { TRADE_TOPICS } from './topics-trades.js';

/**
 * Topics of buyer asks (issue 20, "meaning"): WordNet links words that mean the same or are kinds of each other,
 * but not the words of one trade (a finance ask and names of pay/coin/fund, a wellness ask and calm/zen names).
 * Each topic lists the words buyers use to name it (`cues`: general words, "finance", "wellness") and ordinary
 * English words of that trade (`words`, which names are made of). Both are general vocabulary, not this
 * inventory's names. A query word that names a topic reaches every name word of it (TOPIC_CUE); a query word that
 * is itself one of its words does not reach its fellows (TOPIC_FELLOW 0: coffee is not tea, nor grill), but sets the
 * intent. Tech topics set the TLD intent (.ai, .io, .dev).
 */
export interface Topic {
  name: string;
  tech: boolean;
  cues: string[];
  words: string[];
}

export const TOPIC_CUE = 0.55;
export const TOPIC_FELLOW = 0;

export const TOPICS: Topic[] = [
  {
    name: 'tech', tech: true,
    cues: ['tech', 'technology', 'software', 'digital', 'computer', 'computing', 'developer', 'developers', 'dev', 'programming', 'programmer', 'saas', 'it', 'internet', 'web', 'online', 'platform', 'engineering', 'hosting', 'server', 'security', 'cybersecurity', 'analytics', 'automation', 'devops', 'infrastructure', 'database', 'network', 'networking', 'iot', 'hardware', 'electronics', 'gadget', 'gadgets'],
    words: ['cloud', 'data', 'byte', 'code', 'stack', 'pixel', 'logic', 'quantum', 'cyber', 'node', 'grid', 'signal', 'vector', 'sync', 'neural', 'robot', 'chip', 'bit', 'matrix', 'api', 'net', 'web', 'app', 'soft', 'tech', 'digit', 'digital', 'link', 'server', 'sys', 'system', 'compute', 'script', 'query', 'cache', 'kernel', 'cipher', 'crypt', 'circuit', 'wire', 'binary', 'algo', 'algorithm', 'bot', 'drone', 'laser', 'sensor', 'silicon', 'packet', 'protocol', 'dev', 'hack', 'hacker', 'terminal', 'console', 'debug', 'deploy', 'git', 'mesh', 'socket', 'stream'],
  },
  {
    name: 'ai', tech: true,
    cues: ['ai', 'ml', 'artificial', 'intelligence', 'machine', 'learning', 'neural', 'model', 'models', 'llm', 'gpt', 'chatbot', 'agent', 'agents', 'smart', 'cognitive', 'deep'],
    words: ['neural', 'robot', 'data', 'vector', 'matrix', 'logic', 'bot', 'mind', 'brain', 'cortex', 'synapse', 'neuron', 'cognition', 'learn', 'think', 'sense', 'quantum', 'signal', 'algo', 'algorithm', 'agent', 'model', 'tensor', 'predict', 'insight', 'genius', 'sage', 'oracle'],
  },
  {
    name: 'finance', tech: false,
    cues: ['finance', 'financial', 'fintech', 'money', 'banking', 'bank', 'investing', 'investment', 'investor', 'wealth', 'payments', 'payment', 'accounting', 'insurance', 'lending', 'savings', 'saving', 'budgeting', 'tax', 'taxes', 'economy', 'cash', 'capital', 'stock', 'stocks', 'trading', 'broker', 'brokerage', 'fund', 'funds', 'credit', 'loan', 'loans', 'mortgage', 'retirement'],
    words: ['pay', 'coin', 'capital', 'fund', 'ledger', 'vault', 'wealth', 'credit', 'trade', 'asset', 'mint', 'equity', 'loan', 'budget', 'invest', 'cash', 'money', 'bank', 'gold', 'penny', 'cent', 'dollar', 'buck', 'profit', 'stock', 'bond', 'share', 'yield', 'rich', 'treasury', 'purse', 'wallet', 'safe', 'save', 'finance', 'fiscal', 'tax', 'bill', 'debt', 'lend', 'broker', 'market', 'exchange', 'price', 'value'],
  },
  {
    name: 'crypto', tech: true,
    cues: ['crypto', 'cryptocurrency', 'blockchain', 'bitcoin', 'ethereum', 'web3', 'nft', 'nfts', 'token', 'tokens', 'defi', 'altcoin', 'exchange'],
    words: ['coin', 'ledger', 'mint', 'bit', 'chain', 'block', 'token', 'vault', 'hash', 'crypt', 'cipher', 'wallet', 'satoshi', 'node', 'stake', 'swap'],
  },
  {
    name: 'health', tech: false,
    cues: ['health', 'healthy', 'healthcare', 'medical', 'medicine', 'wellness', 'wellbeing', 'fitness', 'spa', 'yoga', 'meditation', 'mindfulness', 'therapy', 'clinic', 'hospital', 'doctor', 'doctors', 'nurse', 'nursing', 'dental', 'dentist', 'pharmacy', 'care', 'selfcare', 'mental', 'retreat', 'relaxation', 'beauty', 'skincare', 'gym', 'workout', 'exercise', 'nutrition', 'diet', 'recovery', 'rehab', 'massage', 'sleep', 'running', 'sport', 'sports', 'athletic'],
    words: ['vital', 'care', 'pulse', 'well', 'heal', 'fit', 'cure', 'medi', 'med', 'zen', 'calm', 'nurse', 'clinic', 'therapy', 'glow', 'health', 'body', 'mind', 'soul', 'spirit', 'breath', 'breathe', 'balance', 'relax', 'rest', 'sleep', 'serene', 'peace', 'bliss', 'pure', 'vita', 'life', 'live', 'thrive', 'strong', 'strength', 'energy', 'active', 'move', 'motion', 'gym', 'sport', 'run', 'yoga', 'spa', 'doc', 'doctor', 'remedy', 'tonic', 'aura', 'halo', 'harmony', 'lotus', 'sage'],
  },
  {
    name: 'food', tech: false,
    cues: ['food', 'foods', 'foodie', 'cooking', 'cook', 'recipe', 'recipes', 'restaurant', 'restaurants', 'kitchen', 'cuisine', 'dining', 'dinner', 'lunch', 'breakfast', 'eat', 'eating', 'meal', 'meals', 'snack', 'snacks', 'catering', 'grocery', 'groceries', 'organic', 'farm', 'bakery', 'deli', 'bistro', 'diner', 'gourmet', 'chef', 'culinary', 'dessert', 'desserts', 'sweets', 'candy', 'confectionery', 'pastry', 'italian', 'mexican', 'french', 'asian', 'vegan', 'vegetarian', 'bbq', 'barbecue', 'pizza', 'burger', 'takeaway', 'delivery'],
    words: ['bake', 'brew', 'spice', 'fresh', 'grill', 'taste', 'kitchen', 'bean', 'honey', 'olive', 'pasta', 'salt', 'sugar', 'tea', 'vine', 'food', 'cook', 'chef', 'dish', 'meal', 'feast', 'bite', 'snack', 'crumb', 'bread', 'dough', 'flour', 'butter', 'cream', 'cheese', 'herb', 'pepper', 'garlic', 'basil', 'lemon', 'apple', 'berry', 'fruit', 'veggie', 'farm', 'harvest', 'oven', 'pan', 'pot', 'plate', 'fork', 'spoon', 'table', 'sweet', 'savory', 'yum', 'treat', 'cake', 'cookie', 'pie', 'sauce', 'soup', 'roast', 'smoke', 'coffee', 'cafe', 'wine', 'juice'],
  },
  {
    name: 'drink', tech: false,
    cues: ['drink', 'drinks', 'beverage', 'beverages', 'bar', 'pub', 'brewery', 'winery', 'cafe', 'coffeehouse', 'cocktail', 'cocktails', 'sommelier', 'barista', 'distillery'],
    words: ['brew', 'bean', 'tea', 'vine', 'coffee', 'java', 'espresso', 'wine', 'grape', 'cellar', 'cask', 'barrel', 'hop', 'malt', 'beer', 'ale', 'cider', 'juice', 'sip', 'pour', 'cup', 'mug', 'glass', 'tap', 'still', 'spirit'],
  },
  {
    name: 'travel', tech: false,
    cues: ['travel', 'travels', 'traveler', 'traveller', 'tourism', 'tourist', 'tour', 'tours', 'vacation', 'vacations', 'holiday', 'holidays', 'trip', 'trips', 'adventure', 'adventures', 'explore', 'exploring', 'explorer', 'expedition', 'booking', 'hotel', 'hotels', 'flight', 'flights', 'airline', 'cruise', 'backpacking', 'hiking', 'camping', 'outdoor', 'outdoors', 'getaway', 'resort', 'beach', 'destination', 'wanderlust', 'sightseeing', 'roadtrip'],
    words: ['trip', 'voyage', 'nomad', 'route', 'journey', 'coast', 'island', 'atlas', 'compass', 'harbor', 'harbour', 'trail', 'summit', 'globe', 'travel', 'tour', 'road', 'path', 'way', 'map', 'quest', 'trek', 'hike', 'camp', 'wander', 'roam', 'explore', 'venture', 'passport', 'jet', 'fly', 'wing', 'sail', 'cruise', 'port', 'bay', 'beach', 'shore', 'sea', 'ocean', 'wave', 'peak', 'ridge', 'valley', 'horizon', 'north', 'south', 'east', 'west', 'world', 'earth', 'land', 'mile', 'step', 'go'],
  },
  {
    name: 'outdoors', tech: false,
    cues: ['hiking', 'hike', 'hiker', 'hikers', 'camping', 'climbing', 'trekking', 'trek', 'outdoor', 'outdoors', 'mountain', 'mountains', 'mountaineering', 'backpacking', 'trail', 'trails', 'wilderness', 'nature', 'orienteering', 'running', 'runner', 'sailing', 'boating', 'kayak', 'kayaking', 'surf', 'surfing', 'climber'],
    words: ['trail', 'summit', 'peak', 'ridge', 'camp', 'trek', 'hike', 'compass', 'route', 'nomad', 'path', 'cliff', 'rock', 'pine', 'forest', 'wild', 'river', 'lake', 'sail', 'wave', 'gear', 'fit'],
  },
  {
    name: 'home', tech: false,
    cues: ['home', 'homes', 'house', 'housing', 'decor', 'decoration', 'interior', 'interiors', 'furniture', 'furnishing', 'furnishings', 'design', 'renovation', 'remodel', 'remodeling', 'diy', 'realestate', 'real', 'estate', 'property', 'properties', 'realtor', 'apartment', 'apartments', 'living', 'household', 'homeware', 'garden', 'gardening', 'landscaping', 'architecture', 'construction', 'builder', 'builders', 'contractor'],
    words: ['nest', 'haven', 'cozy', 'house', 'garden', 'loft', 'oak', 'stone', 'brick', 'porch', 'lamp', 'studio', 'home', 'room', 'roof', 'door', 'hall', 'wall', 'floor', 'yard', 'den', 'hearth', 'cabin', 'cottage', 'villa', 'manor', 'nook', 'abode', 'dwell', 'shelter', 'key', 'timber', 'wood', 'pine', 'cedar', 'maple', 'bloom', 'build', 'craft', 'decor', 'space', 'shelf', 'chair', 'sofa', 'bed', 'light', 'window', 'lodge'],
  },
  // More trades (music, energy, arts, logistics, lodging, kids, pets, legal, home trades, fashion, education, auto,
  // flowers): topics-trades.ts.
  ...TRADE_TOPICS,
];

/** Words that describe what the buyer wants to do with a name, not what it means: dropped when other words remain. */
export const GENERIC_WORDS = new Set([
  'name', 'names', 'domain', 'domains', 'brand', 'brands', 'brandable', 'branding', 'company', 'companies', 'business', 'businesses',
  'startup', 'startups', 'site', 'website', 'websites', 'store', 'stores', 'shop', 'shops', 'service', 'services', 'app', 'apps',
  'agency', 'firm', 'group', 'project', 'product', 'products', 'idea', 'ideas', 'something', 'good', 'great', 'best', 'nice', 'cool',
  'new', 'my', 'our', 'a', 'an', 'some', 'looking', 'want', 'need', 'like', 'ideal', 'perfect', 'solution', 'solutions', 'tool', 'tools',
  'platform', 'online', 'company', 'boutique', 'outlet', 'market', 'marketplace', 'co', 'inc', 'llc', 'ltd', 'hq', 'official',
  // How an ask says what a name should convey ("names that mean fire", "ocean inspired", "cosmic sounding"): not a subject.
  'mean', 'means', 'meaning', 'evoke', 'evokes', 'evoking', 'suggest', 'suggests', 'suggesting', 'sounding', 'inspired', 'themed',
  'word', 'words', 'way', 'ways', 'support', 'help',
  // The form a venture takes ("a podcast about …", "a newsletter for …", "an online community of …"): what it is
  // about is the subject (a name about podcasts is no answer to a podcast about chronic pain).
  'podcast', 'podcasts', 'newsletter', 'newsletters', 'blog', 'blogs', 'vlog', 'channel', 'channels', 'course', 'courses',
  'subscription', 'subscriptions', 'consultancy', 'nonprofit', 'organisation', 'organization', 'saas', 'b2b', 'b2c',
  'community', 'network', 'directory',
  // Where it is sold ("a poke bowl bar", "a crepe stall"): what is sold there is the subject (a bar alone still means one).
  'bar', 'bars', 'stall', 'stalls', 'kiosk', 'kiosks',
  // How it is built or delivered ("ai-powered bookkeeping", "cloud-based", "offline-first"): the rest is the subject.
  'powered', 'driven', 'based', 'enabled', 'first',
  // The device or form an app takes ("a phone app that …", "smart meat thermometer", "period tracker", "crew finder
  // app"): what it is for is the subject ("smart" reached logic names for a grilling thermometer).
  'phone', 'mobile', 'smart', 'tracker', 'trackers', 'finder',
  // A professional's place of work ("a cosmetic dentistry practice", "a physiotherapy practice"): the profession is the subject.
  'practice', 'practices',
  // How an agent or a tool call frames the subject ("domains related to …", "the dog grooming niche", "keywords: …",
  // "topic: …", "category: …").
  'niche', 'niches', 'industry', 'industries', 'sector', 'sectors', 'related', 'relevant', 'topic', 'topics', 'category',
  'categories',
  // What a company's teams name inside it ("a name for the booking microsite", "the in-app feature", "a module for
  // managers", "our leisure vertical", "on the roadmap"): what it is for is the subject.
  'microsite', 'microsites', 'feature', 'features', 'module', 'modules', 'vertical', 'verticals',
  'roadmap', 'initiative', 'initiatives',
]);

/** Tone words of brandable asks (issue 20): constraints on the kind of name, not words to match. */
export const TONE_WORDS: Record<string, 'premium' | 'playful'> = {
  luxury: 'premium', luxurious: 'premium', lux: 'premium', luxe: 'premium', deluxe: 'premium', premium: 'premium', elegant: 'premium', upscale: 'premium', classy: 'premium', exclusive: 'premium',
  prestige: 'premium', prestigious: 'premium', sophisticated: 'premium', refined: 'premium', timeless: 'premium', highend: 'premium', professional: 'premium', serious: 'premium', corporate: 'premium',
  playful: 'playful', fun: 'playful', funny: 'playful', quirky: 'playful', cute: 'playful', whimsical: 'playful', cheeky: 'playful', catchy: 'playful', friendly: 'playful', silly: 'playful', casual: 'playful',
};

const wordTopics = new Map<string, Topic[]>();
const cueTopics = new Map<string, Topic[]>();
for (const topic of TOPICS) {
  for (const w of topic.words) wordTopics.set(w, [...(wordTopics.get(w) ?? []), topic]);
  for (const w of topic.cues) cueTopics.set(w, [...(cueTopics.get(w) ?? []), topic]);
}

/** Topics a query word names (`finance`), else topics it is a word of (`coffee`: food, drink). */
export function queryTopics(word: string, stem: string): { topics: Topic[]; cue: boolean } {
  const cue = cueTopics.get(word) ?? cueTopics.get(stem);
  if (cue) return { topics: cue, cue: true };
  return { topics: wordTopics.get(word) ?? wordTopics.get(stem) ?? [], cue: false };
}

/** Topics a word of a name belongs to. */
export function nameTopics(word: string, stem: string): Topic[] {
  return wordTopics.get(word) ?? wordTopics.get(stem) ?? [];
}

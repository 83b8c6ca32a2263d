/**
 * The places the job search knows: cities under every name people and postings use (old and new), the metro
 * region each belongs to, its state and country and where it is (for "nearby"), plus states, countries and the
 * regions remote postings are open to ("Remote (Europe)"). Names are lowercase; a posting's location is matched
 * against them as whole words (location-match.ts).
 */

export interface City {
  /** How the city is shown ("Bengaluru"). */
  name: string;
  /** Every name that means this city, the first being the current one ("bengaluru", "bangalore", "blr"). */
  names: string[];
  /** Names people type that postings do not use (abbreviations): matched in what is typed, never indexed. */
  typedOnly?: string[];
  /** The metro region id (METROS), when the city is part of one. */
  metro?: string;
  /** State or province id (STATES); empty abroad when it does not matter. */
  state: string;
  /** Country id (COUNTRIES). */
  country: string;
  lat: number;
  lon: number;
}

export interface Metro {
  id: string;
  /** "Mumbai region", "Delhi NCR". */
  label: string;
  /** Names people type for the whole region. */
  typed: string[];
}

export interface State {
  id: string;
  name: string;
  /** Names and abbreviations people write after a city ("Karnataka", "KA"). */
  names: string[];
  country: string;
}

export interface Country {
  id: string;
  name: string;
  /** Names people and postings use for it ("india", "bharat"). */
  names: string[];
  /** Short forms only read in what is typed or in a remote posting's location ("uk", "us", "uae"). */
  short?: string[];
  /** Two-letter ISO code, as some sources give it ("in"). */
  iso: string;
  /** The wider regions a remote posting may be open to ("europe", "apac"). */
  regions: string[];
}

export const METROS: Metro[] = [
  { id: "mumbai", label: "Mumbai region", typed: ["mumbai region", "mumbai metropolitan region", "mmr", "greater mumbai"] },
  { id: "ncr", label: "Delhi NCR", typed: ["delhi ncr", "ncr", "delhi-ncr", "national capital region", "delhi/ncr"] },
  { id: "kolkata", label: "Kolkata region", typed: ["kolkata metropolitan area", "greater kolkata"] },
  { id: "ahmedabad", label: "Ahmedabad–Gandhinagar", typed: [] },
  { id: "tricity", label: "Chandigarh Tricity", typed: ["tricity", "chandigarh tricity"] },
  { id: "hyderabad", label: "Hyderabad region", typed: ["greater hyderabad"] },
  { id: "pune", label: "Pune region", typed: ["pune metropolitan region", "pmr"] },
  { id: "chennai", label: "Chennai region", typed: ["chennai metropolitan area", "greater chennai"] },
  { id: "bay-area", label: "San Francisco Bay Area", typed: ["bay area", "sf bay area", "silicon valley"] },
  { id: "london", label: "Greater London", typed: ["greater london"] },
];

// Coordinates are approximate city centres (two decimals), enough to say "about 150 km away".
export const CITIES: City[] = [
  // India: metros and their satellite cities
  { name: "Mumbai", names: ["mumbai", "bombay"], metro: "mumbai", state: "MH", country: "india", lat: 19.08, lon: 72.88 },
  { name: "Navi Mumbai", names: ["navi mumbai", "new bombay"], metro: "mumbai", state: "MH", country: "india", lat: 19.03, lon: 73.03 },
  { name: "Thane", names: ["thane"], metro: "mumbai", state: "MH", country: "india", lat: 19.22, lon: 72.98 },
  { name: "Kalyan", names: ["kalyan", "dombivli"], metro: "mumbai", state: "MH", country: "india", lat: 19.24, lon: 73.13 },
  { name: "Bhiwandi", names: ["bhiwandi"], metro: "mumbai", state: "MH", country: "india", lat: 19.3, lon: 73.06 },
  { name: "Vasai-Virar", names: ["vasai-virar", "vasai virar", "vasai", "virar", "nalasopara"], metro: "mumbai", state: "MH", country: "india", lat: 19.42, lon: 72.82 },
  { name: "Mira-Bhayandar", names: ["mira-bhayandar", "mira bhayandar", "mira road", "bhayandar"], metro: "mumbai", state: "MH", country: "india", lat: 19.28, lon: 72.87 },
  { name: "Panvel", names: ["panvel"], metro: "mumbai", state: "MH", country: "india", lat: 18.99, lon: 73.12 },
  { name: "Delhi", names: ["delhi", "new delhi"], metro: "ncr", state: "DL", country: "india", lat: 28.61, lon: 77.21 },
  { name: "Gurugram", names: ["gurugram", "gurgaon"], typedOnly: ["ggn"], metro: "ncr", state: "HR", country: "india", lat: 28.46, lon: 77.03 },
  { name: "Noida", names: ["noida"], metro: "ncr", state: "UP", country: "india", lat: 28.54, lon: 77.39 },
  { name: "Greater Noida", names: ["greater noida"], metro: "ncr", state: "UP", country: "india", lat: 28.47, lon: 77.5 },
  { name: "Ghaziabad", names: ["ghaziabad"], metro: "ncr", state: "UP", country: "india", lat: 28.67, lon: 77.45 },
  { name: "Faridabad", names: ["faridabad"], metro: "ncr", state: "HR", country: "india", lat: 28.41, lon: 77.32 },
  // Industrial belts people write as their place: the plants and warehouses of a metro's edge, commuted to from it.
  { name: "Manesar", names: ["manesar", "imt manesar"], metro: "ncr", state: "HR", country: "india", lat: 28.36, lon: 76.94 },
  { name: "Bengaluru", names: ["bengaluru", "bangalore", "banglore", "bengalooru"], typedOnly: ["blr"], state: "KA", country: "india", lat: 12.97, lon: 77.59 },
  { name: "Hyderabad", names: ["hyderabad", "cyberabad"], typedOnly: ["hyd"], metro: "hyderabad", state: "TG", country: "india", lat: 17.39, lon: 78.49 },
  { name: "Secunderabad", names: ["secunderabad"], metro: "hyderabad", state: "TG", country: "india", lat: 17.44, lon: 78.5 },
  { name: "Chennai", names: ["chennai", "madras"], metro: "chennai", state: "TN", country: "india", lat: 13.08, lon: 80.27 },
  { name: "Sriperumbudur", names: ["sriperumbudur"], metro: "chennai", state: "TN", country: "india", lat: 12.97, lon: 79.95 },
  { name: "Kolkata", names: ["kolkata", "calcutta"], metro: "kolkata", state: "WB", country: "india", lat: 22.57, lon: 88.36 },
  { name: "Howrah", names: ["howrah"], metro: "kolkata", state: "WB", country: "india", lat: 22.59, lon: 88.31 },
  { name: "Pune", names: ["pune", "poona"], metro: "pune", state: "MH", country: "india", lat: 18.52, lon: 73.86 },
  { name: "Pimpri-Chinchwad", names: ["pimpri-chinchwad", "pimpri chinchwad", "pimpri", "chinchwad"], metro: "pune", state: "MH", country: "india", lat: 18.63, lon: 73.8 },
  { name: "Chakan", names: ["chakan"], metro: "pune", state: "MH", country: "india", lat: 18.76, lon: 73.86 },
  { name: "Talegaon", names: ["talegaon", "talegaon dabhade"], metro: "pune", state: "MH", country: "india", lat: 18.73, lon: 73.68 },
  { name: "Ranjangaon", names: ["ranjangaon"], metro: "pune", state: "MH", country: "india", lat: 18.76, lon: 74.24 },
  { name: "Ahmedabad", names: ["ahmedabad", "amdavad"], metro: "ahmedabad", state: "GJ", country: "india", lat: 23.02, lon: 72.57 },
  { name: "Gandhinagar", names: ["gandhinagar"], metro: "ahmedabad", state: "GJ", country: "india", lat: 23.22, lon: 72.65 },
  { name: "Chandigarh", names: ["chandigarh"], metro: "tricity", state: "CH", country: "india", lat: 30.73, lon: 76.78 },
  { name: "Mohali", names: ["mohali", "sahibzada ajit singh nagar"], metro: "tricity", state: "PB", country: "india", lat: 30.7, lon: 76.72 },
  { name: "Panchkula", names: ["panchkula"], metro: "tricity", state: "HR", country: "india", lat: 30.69, lon: 76.86 },
  // India: other cities
  { name: "Nagpur", names: ["nagpur"], state: "MH", country: "india", lat: 21.15, lon: 79.09 },
  { name: "Nashik", names: ["nashik", "nasik"], state: "MH", country: "india", lat: 20.0, lon: 73.79 },
  { name: "Chhatrapati Sambhajinagar", names: ["chhatrapati sambhajinagar", "aurangabad"], state: "MH", country: "india", lat: 19.88, lon: 75.34 },
  { name: "Mysuru", names: ["mysuru", "mysore"], state: "KA", country: "india", lat: 12.3, lon: 76.64 },
  { name: "Mangaluru", names: ["mangaluru", "mangalore"], state: "KA", country: "india", lat: 12.91, lon: 74.86 },
  { name: "Hubballi", names: ["hubballi", "hubli", "dharwad"], state: "KA", country: "india", lat: 15.36, lon: 75.12 },
  { name: "Belagavi", names: ["belagavi", "belgaum"], state: "KA", country: "india", lat: 15.85, lon: 74.5 },
  { name: "Kalaburagi", names: ["kalaburagi", "gulbarga"], state: "KA", country: "india", lat: 17.33, lon: 76.83 },
  { name: "Coimbatore", names: ["coimbatore", "kovai"], state: "TN", country: "india", lat: 11.02, lon: 76.96 },
  { name: "Madurai", names: ["madurai"], state: "TN", country: "india", lat: 9.93, lon: 78.12 },
  { name: "Tiruchirappalli", names: ["tiruchirappalli", "trichy", "tiruchi"], state: "TN", country: "india", lat: 10.79, lon: 78.7 },
  { name: "Tiruppur", names: ["tiruppur", "tirupur"], state: "TN", country: "india", lat: 11.11, lon: 77.34 },
  { name: "Salem", names: ["salem"], state: "TN", country: "india", lat: 11.66, lon: 78.15 },
  { name: "Vellore", names: ["vellore"], state: "TN", country: "india", lat: 12.92, lon: 79.13 },
  { name: "Hosur", names: ["hosur"], state: "TN", country: "india", lat: 12.74, lon: 77.83 },
  { name: "Puducherry", names: ["puducherry", "pondicherry", "pondy"], state: "PY", country: "india", lat: 11.94, lon: 79.81 },
  { name: "Kochi", names: ["kochi", "cochin", "ernakulam"], state: "KL", country: "india", lat: 9.93, lon: 76.27 },
  { name: "Thiruvananthapuram", names: ["thiruvananthapuram", "trivandrum"], typedOnly: ["tvm"], state: "KL", country: "india", lat: 8.52, lon: 76.94 },
  { name: "Kozhikode", names: ["kozhikode", "calicut"], state: "KL", country: "india", lat: 11.26, lon: 75.78 },
  { name: "Thrissur", names: ["thrissur", "trichur"], state: "KL", country: "india", lat: 10.53, lon: 76.21 },
  { name: "Visakhapatnam", names: ["visakhapatnam", "vizag", "vishakhapatnam"], state: "AP", country: "india", lat: 17.69, lon: 83.22 },
  { name: "Vijayawada", names: ["vijayawada", "bezawada"], state: "AP", country: "india", lat: 16.51, lon: 80.65 },
  { name: "Tirupati", names: ["tirupati"], state: "AP", country: "india", lat: 13.63, lon: 79.42 },
  { name: "Warangal", names: ["warangal"], state: "TG", country: "india", lat: 17.97, lon: 79.59 },
  { name: "Vadodara", names: ["vadodara", "baroda"], state: "GJ", country: "india", lat: 22.31, lon: 73.18 },
  { name: "Surat", names: ["surat"], state: "GJ", country: "india", lat: 21.17, lon: 72.83 },
  { name: "Rajkot", names: ["rajkot"], state: "GJ", country: "india", lat: 22.3, lon: 70.8 },
  { name: "Jaipur", names: ["jaipur"], state: "RJ", country: "india", lat: 26.91, lon: 75.79 },
  { name: "Udaipur", names: ["udaipur"], state: "RJ", country: "india", lat: 24.59, lon: 73.71 },
  { name: "Jodhpur", names: ["jodhpur"], state: "RJ", country: "india", lat: 26.24, lon: 73.02 },
  { name: "Ludhiana", names: ["ludhiana"], state: "PB", country: "india", lat: 30.9, lon: 75.85 },
  { name: "Amritsar", names: ["amritsar"], state: "PB", country: "india", lat: 31.63, lon: 74.87 },
  { name: "Indore", names: ["indore"], state: "MP", country: "india", lat: 22.72, lon: 75.86 },
  { name: "Bhopal", names: ["bhopal"], state: "MP", country: "india", lat: 23.26, lon: 77.41 },
  { name: "Lucknow", names: ["lucknow"], state: "UP", country: "india", lat: 26.85, lon: 80.95 },
  { name: "Kanpur", names: ["kanpur", "cawnpore"], state: "UP", country: "india", lat: 26.45, lon: 80.33 },
  { name: "Varanasi", names: ["varanasi", "banaras", "benares"], state: "UP", country: "india", lat: 25.32, lon: 82.97 },
  { name: "Prayagraj", names: ["prayagraj", "allahabad"], state: "UP", country: "india", lat: 25.44, lon: 81.85 },
  { name: "Agra", names: ["agra"], state: "UP", country: "india", lat: 27.18, lon: 78.01 },
  { name: "Dehradun", names: ["dehradun"], state: "UK", country: "india", lat: 30.32, lon: 78.03 },
  { name: "Shimla", names: ["shimla", "simla"], state: "HP", country: "india", lat: 31.1, lon: 77.17 },
  { name: "Jammu", names: ["jammu"], state: "JK", country: "india", lat: 32.73, lon: 74.86 },
  { name: "Srinagar", names: ["srinagar"], state: "JK", country: "india", lat: 34.08, lon: 74.8 },
  { name: "Bhubaneswar", names: ["bhubaneswar", "bhubaneshwar"], state: "OD", country: "india", lat: 20.3, lon: 85.82 },
  { name: "Cuttack", names: ["cuttack"], state: "OD", country: "india", lat: 20.46, lon: 85.88 },
  { name: "Patna", names: ["patna"], state: "BR", country: "india", lat: 25.59, lon: 85.14 },
  { name: "Ranchi", names: ["ranchi"], state: "JH", country: "india", lat: 23.34, lon: 85.31 },
  { name: "Jamshedpur", names: ["jamshedpur"], state: "JH", country: "india", lat: 22.8, lon: 86.18 },
  { name: "Raipur", names: ["raipur"], state: "CG", country: "india", lat: 21.25, lon: 81.63 },
  { name: "Guwahati", names: ["guwahati", "gauhati"], state: "AS", country: "india", lat: 26.14, lon: 91.74 },
  { name: "Panaji", names: ["panaji", "panjim", "margao", "vasco da gama"], state: "GA", country: "india", lat: 15.49, lon: 73.83 },
  // Towns the resume parser's own list knows (engines/resume-parser/locations.ts), with their state and where they
  // are, so a resume naming one searches it, the cities near it and its state rather than the whole country.
  // Coordinates to about a kilometre or two: enough for "nearby" (within 250 km).
  { name: "Meerut", names: ["meerut"], state: "UP", country: "india", lat: 28.98, lon: 77.71 },
  { name: "Dhanbad", names: ["dhanbad"], state: "JH", country: "india", lat: 23.8, lon: 86.43 },
  { name: "Jabalpur", names: ["jabalpur"], state: "MP", country: "india", lat: 23.18, lon: 79.99 },
  { name: "Gwalior", names: ["gwalior"], state: "MP", country: "india", lat: 26.22, lon: 78.18 },
  { name: "Kota", names: ["kota"], state: "RJ", country: "india", lat: 25.18, lon: 75.83 },
  { name: "Solapur", names: ["solapur"], state: "MH", country: "india", lat: 17.66, lon: 75.91 },
  { name: "Bareilly", names: ["bareilly"], state: "UP", country: "india", lat: 28.37, lon: 79.43 },
  { name: "Moradabad", names: ["moradabad"], state: "UP", country: "india", lat: 28.84, lon: 78.77 },
  { name: "Jalandhar", names: ["jalandhar"], state: "PB", country: "india", lat: 31.33, lon: 75.58 },
  { name: "Guntur", names: ["guntur"], state: "AP", country: "india", lat: 16.31, lon: 80.44 },
  { name: "Saharanpur", names: ["saharanpur"], state: "UP", country: "india", lat: 29.96, lon: 77.55 },
  { name: "Gorakhpur", names: ["gorakhpur"], state: "UP", country: "india", lat: 26.76, lon: 83.37 },
  { name: "Bikaner", names: ["bikaner"], state: "RJ", country: "india", lat: 28.02, lon: 73.31 },
  { name: "Amravati", names: ["amravati"], state: "MH", country: "india", lat: 20.93, lon: 77.75 },
  { name: "Bhilai", names: ["bhilai"], state: "CG", country: "india", lat: 21.21, lon: 81.38 },
  { name: "Firozabad", names: ["firozabad"], state: "UP", country: "india", lat: 27.15, lon: 78.4 },
  { name: "Durgapur", names: ["durgapur"], state: "WB", country: "india", lat: 23.52, lon: 87.31 },
  { name: "Asansol", names: ["asansol"], state: "WB", country: "india", lat: 23.68, lon: 86.98 },
  { name: "Nellore", names: ["nellore"], state: "AP", country: "india", lat: 14.44, lon: 79.99 },
  { name: "Kolhapur", names: ["kolhapur"], state: "MH", country: "india", lat: 16.7, lon: 74.24 },
  { name: "Ajmer", names: ["ajmer"], state: "RJ", country: "india", lat: 26.45, lon: 74.64 },
  { name: "Jamnagar", names: ["jamnagar"], state: "GJ", country: "india", lat: 22.47, lon: 70.06 },
  { name: "Ujjain", names: ["ujjain"], state: "MP", country: "india", lat: 23.18, lon: 75.78 },
  { name: "Siliguri", names: ["siliguri"], state: "WB", country: "india", lat: 26.73, lon: 88.4 },
  { name: "Jhansi", names: ["jhansi"], state: "UP", country: "india", lat: 25.45, lon: 78.57 },
  { name: "Manipal", names: ["manipal"], state: "KA", country: "india", lat: 13.35, lon: 74.79 },
  { name: "Kollam", names: ["kollam", "quilon"], state: "KL", country: "india", lat: 8.89, lon: 76.61 },
  { name: "Kannur", names: ["kannur", "cannanore"], state: "KL", country: "india", lat: 11.87, lon: 75.37 },
  { name: "Palakkad", names: ["palakkad", "palghat"], state: "KL", country: "india", lat: 10.78, lon: 76.65 },
  { name: "Kottayam", names: ["kottayam"], state: "KL", country: "india", lat: 9.59, lon: 76.52 },
  { name: "Nanded", names: ["nanded"], state: "MH", country: "india", lat: 19.15, lon: 77.31 },
  { name: "Sangli", names: ["sangli"], state: "MH", country: "india", lat: 16.85, lon: 74.58 },
  { name: "Bhavnagar", names: ["bhavnagar"], state: "GJ", country: "india", lat: 21.76, lon: 72.15 },
  { name: "Haridwar", names: ["haridwar"], state: "UK", country: "india", lat: 29.95, lon: 78.16 },
  { name: "Rourkela", names: ["rourkela"], state: "OD", country: "india", lat: 22.26, lon: 84.85 },
  { name: "Bokaro", names: ["bokaro"], state: "JH", country: "india", lat: 23.67, lon: 86.15 },
  { name: "Muzaffarpur", names: ["muzaffarpur"], state: "BR", country: "india", lat: 26.12, lon: 85.39 },
  { name: "Darbhanga", names: ["darbhanga"], state: "BR", country: "india", lat: 26.15, lon: 85.9 },
  { name: "Silchar", names: ["silchar"], state: "AS", country: "india", lat: 24.83, lon: 92.78 },
  { name: "Erode", names: ["erode"], state: "TN", country: "india", lat: 11.34, lon: 77.72 },
  { name: "Karur", names: ["karur"], state: "TN", country: "india", lat: 10.96, lon: 78.08 },
  { name: "Thanjavur", names: ["thanjavur", "tanjore"], state: "TN", country: "india", lat: 10.79, lon: 79.14 },
  { name: "Tirunelveli", names: ["tirunelveli"], state: "TN", country: "india", lat: 8.71, lon: 77.76 },
  { name: "Nagercoil", names: ["nagercoil"], state: "TN", country: "india", lat: 8.18, lon: 77.41 },
  { name: "Kakinada", names: ["kakinada"], state: "AP", country: "india", lat: 16.99, lon: 82.25 },
  { name: "Rajahmundry", names: ["rajahmundry", "rajamahendravaram"], state: "AP", country: "india", lat: 17.0, lon: 81.8 },
  { name: "Karimnagar", names: ["karimnagar"], state: "TG", country: "india", lat: 18.44, lon: 79.13 },
  { name: "Nizamabad", names: ["nizamabad"], state: "TG", country: "india", lat: 18.67, lon: 78.09 },
  { name: "Davangere", names: ["davangere", "davanagere"], state: "KA", country: "india", lat: 14.46, lon: 75.92 },
  { name: "Ballari", names: ["ballari", "bellary"], state: "KA", country: "india", lat: 15.14, lon: 76.92 },
  { name: "Shivamogga", names: ["shivamogga", "shimoga"], state: "KA", country: "india", lat: 13.93, lon: 75.57 },
  { name: "Tumakuru", names: ["tumakuru", "tumkur"], state: "KA", country: "india", lat: 13.34, lon: 77.1 },
  { name: "Udupi", names: ["udupi"], state: "KA", country: "india", lat: 13.34, lon: 74.75 },
  { name: "Latur", names: ["latur"], state: "MH", country: "india", lat: 18.4, lon: 76.56 },
  { name: "Akola", names: ["akola"], state: "MH", country: "india", lat: 20.7, lon: 77.0 },
  { name: "Jalgaon", names: ["jalgaon"], state: "MH", country: "india", lat: 21.0, lon: 75.56 },
  { name: "Ahmednagar", names: ["ahmednagar", "ahilyanagar"], state: "MH", country: "india", lat: 19.09, lon: 74.74 },
  { name: "Satara", names: ["satara"], state: "MH", country: "india", lat: 17.68, lon: 74.02 },
  { name: "Ratnagiri", names: ["ratnagiri"], state: "MH", country: "india", lat: 16.99, lon: 73.3 },
  { name: "Sonipat", names: ["sonipat", "sonepat"], state: "HR", country: "india", lat: 28.99, lon: 77.02 },
  { name: "Panipat", names: ["panipat"], state: "HR", country: "india", lat: 29.39, lon: 76.97 },
  { name: "Karnal", names: ["karnal"], state: "HR", country: "india", lat: 29.69, lon: 76.99 },
  { name: "Rohtak", names: ["rohtak"], state: "HR", country: "india", lat: 28.9, lon: 76.61 },
  { name: "Hisar", names: ["hisar"], state: "HR", country: "india", lat: 29.15, lon: 75.72 },
  { name: "Ambala", names: ["ambala"], state: "HR", country: "india", lat: 30.38, lon: 76.78 },
  { name: "Bathinda", names: ["bathinda"], state: "PB", country: "india", lat: 30.21, lon: 74.95 },
  { name: "Patiala", names: ["patiala"], state: "PB", country: "india", lat: 30.34, lon: 76.39 },
  { name: "Haldwani", names: ["haldwani"], state: "UK", country: "india", lat: 29.22, lon: 79.51 },
  { name: "Roorkee", names: ["roorkee"], state: "UK", country: "india", lat: 29.87, lon: 77.89 },
  { name: "Aligarh", names: ["aligarh"], state: "UP", country: "india", lat: 27.88, lon: 78.08 },
  { name: "Mathura", names: ["mathura"], state: "UP", country: "india", lat: 27.49, lon: 77.67 },
  { name: "Jalna", names: ["jalna"], state: "MH", country: "india", lat: 19.84, lon: 75.88 },
  { name: "Dhule", names: ["dhule"], state: "MH", country: "india", lat: 20.9, lon: 74.77 },
  { name: "Bilaspur", names: ["bilaspur"], state: "CG", country: "india", lat: 22.08, lon: 82.15 },
  { name: "Korba", names: ["korba"], state: "CG", country: "india", lat: 22.36, lon: 82.75 },
  { name: "Durg", names: ["durg"], state: "CG", country: "india", lat: 21.19, lon: 81.28 },
  { name: "Rewa", names: ["rewa"], state: "MP", country: "india", lat: 24.53, lon: 81.3 },
  { name: "Satna", names: ["satna"], state: "MP", country: "india", lat: 24.58, lon: 80.83 },
  { name: "Alwar", names: ["alwar"], state: "RJ", country: "india", lat: 27.55, lon: 76.6 },
  { name: "Bhilwara", names: ["bhilwara"], state: "RJ", country: "india", lat: 25.35, lon: 74.63 },
  { name: "Sikar", names: ["sikar"], state: "RJ", country: "india", lat: 27.61, lon: 75.14 },
  { name: "Kharagpur", names: ["kharagpur"], state: "WB", country: "india", lat: 22.35, lon: 87.23 },
  { name: "Haldia", names: ["haldia"], state: "WB", country: "india", lat: 22.06, lon: 88.07 },
  { name: "Bardhaman", names: ["bardhaman", "burdwan"], state: "WB", country: "india", lat: 23.23, lon: 87.86 },
  { name: "Malda", names: ["malda"], state: "WB", country: "india", lat: 25.01, lon: 88.14 },
  { name: "Irinchayam", names: ["irinchayam"], state: "KL", country: "india", lat: 8.63, lon: 77.03 },
  { name: "Kasaragod", names: ["kasaragod"], state: "KL", country: "india", lat: 12.5, lon: 74.99 },
  { name: "Alappuzha", names: ["alappuzha", "alleppey"], state: "KL", country: "india", lat: 9.5, lon: 76.34 },
  { name: "Pathanamthitta", names: ["pathanamthitta"], state: "KL", country: "india", lat: 9.26, lon: 76.79 },
  { name: "Malappuram", names: ["malappuram"], state: "KL", country: "india", lat: 11.05, lon: 76.07 },
  { name: "Idukki", names: ["idukki"], state: "KL", country: "india", lat: 9.85, lon: 76.97 },
  { name: "Wayanad", names: ["wayanad", "kalpetta"], state: "KL", country: "india", lat: 11.69, lon: 76.13 },
  // Abroad: the cities postings name most
  { name: "London", names: ["london"], metro: "london", state: "", country: "united kingdom", lat: 51.51, lon: -0.13 },
  { name: "Manchester", names: ["manchester"], state: "", country: "united kingdom", lat: 53.48, lon: -2.24 },
  { name: "Birmingham", names: ["birmingham"], state: "", country: "united kingdom", lat: 52.49, lon: -1.89 },
  { name: "Edinburgh", names: ["edinburgh"], state: "", country: "united kingdom", lat: 55.95, lon: -3.19 },
  { name: "Bristol", names: ["bristol"], state: "", country: "united kingdom", lat: 51.45, lon: -2.59 },
  { name: "Cambridge", names: ["cambridge"], state: "", country: "united kingdom", lat: 52.21, lon: 0.12 },
  { name: "Oxford", names: ["oxford"], state: "", country: "united kingdom", lat: 51.75, lon: -1.26 },
  { name: "New York", names: ["new york", "new york city", "nyc", "brooklyn", "manhattan"], state: "NY", country: "united states", lat: 40.71, lon: -74.01 },
  { name: "San Francisco", names: ["san francisco"], typedOnly: ["sf"], metro: "bay-area", state: "CA", country: "united states", lat: 37.77, lon: -122.42 },
  { name: "San Jose", names: ["san jose"], metro: "bay-area", state: "CA", country: "united states", lat: 37.34, lon: -121.89 },
  { name: "Palo Alto", names: ["palo alto", "mountain view", "menlo park", "sunnyvale"], metro: "bay-area", state: "CA", country: "united states", lat: 37.44, lon: -122.14 },
  { name: "Seattle", names: ["seattle"], state: "WA", country: "united states", lat: 47.61, lon: -122.33 },
  { name: "Austin", names: ["austin"], state: "TX", country: "united states", lat: 30.27, lon: -97.74 },
  { name: "Boston", names: ["boston"], state: "MA", country: "united states", lat: 42.36, lon: -71.06 },
  { name: "Chicago", names: ["chicago"], state: "IL", country: "united states", lat: 41.88, lon: -87.63 },
  { name: "Los Angeles", names: ["los angeles"], state: "CA", country: "united states", lat: 34.05, lon: -118.24 },
  { name: "Denver", names: ["denver"], state: "CO", country: "united states", lat: 39.74, lon: -104.99 },
  { name: "Atlanta", names: ["atlanta"], state: "GA-US", country: "united states", lat: 33.75, lon: -84.39 },
  { name: "Dallas", names: ["dallas"], state: "TX", country: "united states", lat: 32.78, lon: -96.8 },
  { name: "Washington, D.C.", names: ["washington dc", "washington d.c."], state: "DC", country: "united states", lat: 38.91, lon: -77.04 },
  { name: "Toronto", names: ["toronto"], state: "ON", country: "canada", lat: 43.65, lon: -79.38 },
  { name: "Waterloo", names: ["waterloo"], state: "ON", country: "canada", lat: 43.46, lon: -80.52 },
  { name: "Ottawa", names: ["ottawa"], state: "ON", country: "canada", lat: 45.42, lon: -75.7 },
  { name: "Vancouver", names: ["vancouver"], state: "BC", country: "canada", lat: 49.28, lon: -123.12 },
  { name: "Montreal", names: ["montreal", "montréal"], state: "QC", country: "canada", lat: 45.5, lon: -73.57 },
  { name: "Calgary", names: ["calgary"], state: "AB", country: "canada", lat: 51.05, lon: -114.07 },
  { name: "Berlin", names: ["berlin"], state: "", country: "germany", lat: 52.52, lon: 13.4 },
  { name: "Munich", names: ["munich", "münchen", "muenchen"], state: "", country: "germany", lat: 48.14, lon: 11.58 },
  { name: "Hamburg", names: ["hamburg"], state: "", country: "germany", lat: 53.55, lon: 9.99 },
  { name: "Frankfurt", names: ["frankfurt"], state: "", country: "germany", lat: 50.11, lon: 8.68 },
  { name: "Cologne", names: ["cologne", "köln", "koeln"], state: "", country: "germany", lat: 50.94, lon: 6.96 },
  { name: "Stuttgart", names: ["stuttgart"], state: "", country: "germany", lat: 48.78, lon: 9.18 },
  { name: "Düsseldorf", names: ["düsseldorf", "dusseldorf"], state: "", country: "germany", lat: 51.23, lon: 6.77 },
  { name: "Leipzig", names: ["leipzig"], state: "", country: "germany", lat: 51.34, lon: 12.37 },
  { name: "Amsterdam", names: ["amsterdam"], state: "", country: "netherlands", lat: 52.37, lon: 4.9 },
  { name: "Rotterdam", names: ["rotterdam"], state: "", country: "netherlands", lat: 51.92, lon: 4.48 },
  { name: "Utrecht", names: ["utrecht"], state: "", country: "netherlands", lat: 52.09, lon: 5.12 },
  { name: "The Hague", names: ["the hague", "den haag"], state: "", country: "netherlands", lat: 52.07, lon: 4.3 },
  { name: "Eindhoven", names: ["eindhoven"], state: "", country: "netherlands", lat: 51.44, lon: 5.47 },
  { name: "Dublin", names: ["dublin"], state: "", country: "ireland", lat: 53.35, lon: -6.26 },
  { name: "Cork", names: ["cork"], state: "", country: "ireland", lat: 51.9, lon: -8.47 },
  { name: "Paris", names: ["paris"], state: "", country: "france", lat: 48.86, lon: 2.35 },
  { name: "Lyon", names: ["lyon"], state: "", country: "france", lat: 45.76, lon: 4.84 },
  { name: "Madrid", names: ["madrid"], state: "", country: "spain", lat: 40.42, lon: -3.7 },
  { name: "Barcelona", names: ["barcelona"], state: "", country: "spain", lat: 41.39, lon: 2.17 },
  { name: "Singapore", names: ["singapore"], state: "", country: "singapore", lat: 1.35, lon: 103.82 },
  { name: "Dubai", names: ["dubai"], state: "", country: "united arab emirates", lat: 25.2, lon: 55.27 },
  { name: "Abu Dhabi", names: ["abu dhabi"], state: "", country: "united arab emirates", lat: 24.45, lon: 54.38 },
  { name: "Sharjah", names: ["sharjah"], state: "", country: "united arab emirates", lat: 25.35, lon: 55.42 },
  { name: "Sydney", names: ["sydney"], state: "NSW", country: "australia", lat: -33.87, lon: 151.21 },
  { name: "Melbourne", names: ["melbourne"], state: "VIC", country: "australia", lat: -37.81, lon: 144.96 },
  { name: "Brisbane", names: ["brisbane"], state: "QLD", country: "australia", lat: -27.47, lon: 153.03 },
  { name: "Perth", names: ["perth"], state: "WA-AU", country: "australia", lat: -31.95, lon: 115.86 },
];

/**
 * Neighbourhoods, suburbs, business districts, IT parks, industrial estates and the roads people write as their
 * address without the city ("Hiranandani Gardens, Powai", "Sector 5, Salt Lake", "Infopark, Kakkanad", "Hosur Road"),
 * each read as its city. Only names no other place of the gazetteer, common word or common personal name shares
 * ("Fort", "Satellite", "MG Road", "Civil Lines", "Model Town" are left out, and so are Rohini, Saket, Uppal and
 * Vasundhara: a header's "saket.verma@gmail.com" must not put the person in Delhi), and only names one city has:
 * Mindspace (Mumbai, Navi Mumbai, Hyderabad, Pune), Tidel Park (Chennai, Coimbatore), Infocity (Gandhinagar,
 * Bhubaneswar), Aerocity (Delhi, Mohali), Malviya Nagar (Delhi, Jaipur) and Manali (Chennai, Himachal) are left out.
 * A road named after a town ("Hosur Road", "Mysore Road") is listed under the city it runs through, so it is read
 * as that city and never as the town (place-phrases.ts). The check below the list refuses a name another place has.
 */
const LOCALITIES: Record<string, readonly string[]> = {
  Mumbai: [
    "andheri", "powai", "bandra", "bandra kurla complex", "bkc", "goregaon", "malad", "borivali", "kandivali", "dadar", "worli", "lower parel",
    "chembur", "ghatkopar", "vikhroli", "kurla", "santacruz", "juhu", "colaba", "nariman point", "marol", "saki naka", "jogeshwari",
    "mulund", "bhandup", "wadala", "byculla", "prabhadevi", "dahisar", "vile parle", "churchgate",
    "versova", "oshiwara", "lokhandwala", "chandivali", "kanjurmarg", "vidyavihar", "matunga", "mahim", "parel", "tardeo", "malabar hill",
    "cuffe parade", "ballard estate", "grant road", "charni road", "marine lines", "girgaon", "kalbadevi", "sewri", "chinchpokli",
    "govandi", "mankhurd", "deonar", "trombay", "dharavi", "seepz", "linking road", "western express highway", "eastern express highway",
    "juhu tara road",
  ],
  "Navi Mumbai": [
    "vashi", "belapur", "cbd belapur", "kharghar", "airoli", "ghansoli", "nerul", "sanpada", "turbhe", "rabale", "mahape", "seawoods",
    "kopar khairane", "koparkhairane", "ulwe", "kalamboli", "taloja", "juinagar", "kamothe", "millennium business park", "thane belapur road",
    "ttc industrial area",
  ],
  Thane: [
    "wagle estate", "ghodbunder", "ghodbunder road", "majiwada", "kolshet", "vartak nagar", "naupada", "kasarvadavali", "manpada",
    "hiranandani estate", "balkum", "kalwa", "mumbra", "pokhran road",
  ],
  Delhi: [
    "connaught place", "dwarka", "okhla", "nehru place", "janakpuri", "pitampura", "lajpat nagar", "karol bagh",
    "vasant kunj", "mayur vihar", "laxmi nagar", "rajouri garden", "jasola", "hauz khas", "greater kailash", "patparganj", "naraina",
    "punjabi bagh", "paschim vihar", "preet vihar", "shahdara", "rajendra place", "barakhamba road", "chandni chowk", "chanakyapuri",
    "dilshad garden", "kalkaji", "sarita vihar", "jangpura", "munirka", "mahipalpur", "mundka", "bawana", "narela", "wazirpur",
    "mangolpuri", "uttam nagar", "vikaspuri", "nangloi", "najafgarh", "jamia nagar", "shaheen bagh", "daryaganj", "paharganj",
    "mukherjee nagar", "shalimar bagh", "ashok vihar", "netaji subhash place", "kashmere gate", "inderlok", "mohan cooperative",
    "okhla industrial area", "kirti nagar", "tughlakabad", "sangam vihar", 
  ],
  Gurugram: [
    "udyog vihar", "cyber city", "dlf cyber city", "sohna road", "golf course road", "golf course extension road", "dwarka expressway",
    "sushant lok", "palam vihar", "nirvana country", "badshahpur", "dlf city", "cyber hub",
  ],
  Noida: ["noida expressway"],
  "Greater Noida": ["noida extension", "greater noida west", "pari chowk", "kasna"],
  Ghaziabad: ["indirapuram", "raj nagar extension", "crossings republik", "sahibabad"],
  Faridabad: ["ballabgarh"],
  Bengaluru: [
    "whitefield", "electronic city", "koramangala", "indiranagar", "hsr layout", "marathahalli", "bellandur", "sarjapur", "hebbal",
    "yelahanka", "jayanagar", "jp nagar", "btm layout", "peenya", "manyata tech park", "bannerghatta road", "rajajinagar",
    "malleshwaram", "yeshwanthpur", "bommasandra", "domlur", "banashankari", "basavanagudi", "kengeri", "bidadi",
    // Roads named after the towns they lead to, written as the whole address.
    "hosur road", "old madras road", "mysore road", "bellary road", "tumkur road", "kanakapura road", "magadi road", "sarjapur road",
    
    "varthur", "kadugodi", "brookefield", "itpl", "mahadevapura", "kr puram", "k r puram", "hoodi", "kundalahalli", "doddanekundi",
    "cv raman nagar", "hennur", "thanisandra", "hbr layout", "banaswadi", "rt nagar", "sahakara nagar", "jakkur", "devanahalli",
    "bommanahalli", "begur", "hulimavu", "arekere", "bilekahalli", "jigani", "attibele", "chandapura", "anekal", "carmelaram",
    "kasavanahalli", "haralur", "kadubeesanahalli", "embassy tech village", "bagmane tech park", "rmz ecoworld", "global village tech park",
    "ulsoor", "halasuru", "frazer town", "richmond town", "langford town", "cunningham road", "vasanth nagar", "sadashivanagar",
    "seshadripuram", "basaveshwaranagar", "nagarbhavi", "rr nagar", "rajarajeshwari nagar", "uttarahalli", "kumaraswamy layout",
    "girinagar", "vidyaranyapura", "mathikere", "dasarahalli", "nelamangala", "hoskote", "ejipura", "wilson garden",
    "kammanahalli", "horamavu", "ramamurthy nagar", "electronics city",
  ],
  Hyderabad: [
    "gachibowli", "hitec city", "hi-tech city", "hitech city", "hi tech city", "madhapur", "kondapur", "kukatpally", "banjara hills", "jubilee hills",
    "begumpet", "ameerpet", "nanakramguda", "manikonda", "miyapur", "abids", "himayatnagar", "shamshabad", "patancheru",
    "nallagandla", "tellapur", "gopanpally", "puppalaguda", "kokapet", "narsingi", "khajaguda", "shaikpet", "tolichowki", "mehdipatnam",
    "masab tank", "lakdikapul", "somajiguda", "punjagutta", "khairatabad", "nampally", "dilsukhnagar", "lb nagar", "vanasthalipuram",
    "hayathnagar", "nagole", "habsiguda", "tarnaka", "malkajgiri", "sainikpuri", "kompally", "alwal", "kushaiguda", "moula ali",
    "cherlapally", "nacharam", "boduppal", "pocharam", "ghatkesar", "medchal", "jeedimetla", "balanagar", "bollaram", "pashamylaram",
    "bachupally", "nizampet", "pragathi nagar", "lingampally", "serilingampally", "hafeezpet", "kothaguda", "attapur", "adibatla",
    "maheshwaram", "genome valley", "turkapally", "shamirpet", "ameenpur", "erragadda", "sanathnagar", "kphb", "moosapet", "kachiguda",
    "amberpet", "charminar", "malakpet", "falaknuma",
  ],
  Secunderabad: ["bowenpally", "trimulgherry", "marredpally", "paradise circle"],
  Chennai: [
    "t nagar", "anna nagar", "adyar", "velachery", "guindy", "tambaram", "sholinganallur", "porur", "ambattur", "nungambakkam",
    "perungudi", "thoraipakkam", "siruseri", "taramani", "egmore", "mylapore", "kodambakkam", "vadapalani", "chromepet", "perambur",
    "old mahabalipuram road", "rajiv gandhi salai", "anna salai", "gst road", "poonamallee", "poonamallee high road",
    "thiruvanmiyur", "besant nagar", "alwarpet", "teynampet", "saidapet", "alandur", "st thomas mount", "pallavaram", "meenambakkam",
    "nanganallur", "madipakkam", "medavakkam", "pallikaranai", "karapakkam", "navalur", "kelambakkam", "padur", "kandanchavadi",
    "mogappair", "koyambedu", "virugambakkam", "valasaravakkam", "ramapuram", "manapakkam", "mugalivakkam", "kundrathur", "avadi",
    "tiruvottiyur", "ennore", "madhavaram", "kolathur", "villivakkam", "kilpauk", "purasaiwakkam", "royapettah", "triplicane",
    "mandaveli", "chetpet", "aminjikarai", "arumbakkam", "urapakkam", "vandalur", "guduvanchery", "maraimalai nagar", 
    "ramanujan it city", "olympia tech park", "egattur", "semmancheri", "kottivakkam", "neelankarai", "injambakkam", "keelkattalai",
    "chitlapakkam", "selaiyur", "perungalathur", "mudichur", "pammal", "thiruverkadu", "vanagaram", "maduravoyal", "nolambur",
    "korattur", "thirumullaivoyal", "pattabiram", "tondiarpet", "washermanpet", "royapuram", "parrys corner", 
  ],
  Kolkata: [
    "salt lake", "bidhannagar", "new town", "rajarhat", "park street", "ballygunge", "behala", "dum dum", "garia", "tollygunge", "jadavpur",
    "camac street", "shakespeare sarani", "alipore", "new alipore", "sealdah", "bbd bagh", "santoshpur", "baranagar",
    "dakshineswar", "belgharia", "barasat", "madhyamgram", "bangur avenue", "lake town", "kankurgachi", "phoolbagan", "beleghata",
    "gariahat", "kalighat", "bhowanipore", "thakurpukur", "joka", "sonarpur", "baruipur", "narendrapur", "chinar park", "baguiati",
    "kestopur", "ultadanga", "shyambazar", "bagbazar", "sovabazar", "burrabazar", "park circus", "topsia", "tiljala", "tangra",
    "chingrighata", "mukundapur", "sarsuna", "taratala", "garden reach", "metiabruz", "budge budge", "eastern metropolitan bypass",
  ],
  Sriperumbudur: ["oragadam", "irungattukottai"],
  Howrah: ["salkia", "shibpur", "santragachi", "uluberia"],
  Pune: [
    "kharadi", "magarpatta", "baner", "viman nagar", "hadapsar", "kothrud", "aundh", "shivajinagar", "yerawada", "kalyani nagar",
    "koregaon park", "balewadi", "kondhwa", "swargate",
    "wagholi", "lohegaon", "dhanori", "vishrantwadi", "mundhwa", "keshav nagar", "amanora", "fursungi", "undri", "pisoli", "wanowrie",
    "katraj", "dhankawadi", "bibwewadi", "sinhagad road", "warje", "karve nagar", "erandwane", "deccan gymkhana", "pashan", "bavdhan",
    "bund garden", "sadashiv peth", "narayan peth", "kasba peth", "shaniwar peth", "eon free zone", "baner road", 
  ],
  "Pimpri-Chinchwad": [
    "bhosari", "wakad", "akurdi", "nigdi", "hinjewadi", "hinjawadi", "rajiv gandhi infotech park", "pimple saudagar", "pimple nilakh",
    "pimple gurav", "ravet", "tathawade", "punawale", "talawade", "kasarwadi", "dapodi", 
    "marunji",
  ],
  Ahmedabad: [
    "thaltej", "navrangpura", "vastrapur", "prahlad nagar", "bopal", "sg highway", "maninagar", "naroda", "chandkheda", "bodakdev", "sanand",
    "s g highway", "sg road", "ashram road", "cg road", "ellisbridge", "paldi", "vasna", "sarkhej", "makarba", "ghatlodia",
    "memnagar", "naranpura", "usmanpura", "shahibaug", "isanpur", "vatva", "odhav", "bapunagar", "nikol", "vastral", "chandlodia",
    "motera", "changodar", "south bopal", 
  ],
  Gandhinagar: ["gift city"],
  Chandigarh: ["manimajra", "rajiv gandhi chandigarh technology park"],
  Mohali: ["kharar", "zirakpur", "sas nagar", "dera bassi", "derabassi", "landran", "sohana", "new chandigarh"],
  Panchkula: ["pinjore"],
  Kochi: [
    "kakkanad", "infopark", "edappally", "edapally", "kalamassery", "vyttila", "kaloor", "palarivattom", "kadavanthra", "panampilly nagar",
    "fort kochi", "mattancherry", "thrippunithura", "tripunithura", "aluva", "eloor", "thevara", "vaduthala", "kundannoor", "maradu",
    "angamaly", "thrikkakara", "vennala", "chalikavattom", "elamakkara", "cheranalloor", 
  ],
  Thiruvananthapuram: [
    "technopark", "kazhakkoottam", "kazhakoottam", "kazhakuttam", "sreekaryam", "pattom", "kowdiar", "vazhuthacaud", "thampanoor",
    "kesavadasapuram", "ulloor", "vellayambalam", "sasthamangalam", "peroorkada", "kaniyapuram", "technocity", "vizhinjam",
    "poojappura", "karamana", "nemom",
  ],
  Coimbatore: [
    "peelamedu", "gandhipuram", "rs puram", "saibaba colony", "singanallur", "saravanampatti", "kalapatti", "ukkadam", "podanur",
    "kuniamuthur", "vadavalli", "thudiyalur", "sulur", "kovaipudur", "avinashi road", "chinniyampalayam", "kinathukadavu",
  ],
  Jaipur: [
    "c scheme", "sitapura", "sanganer", "jagatpura", "tonk road", "jhotwara", "vidhyadhar nagar", "raja park", "bani park", "sodala",
    "durgapura", "tonk phatak", "bais godam", "murlipura", "vishwakarma industrial area", "jawahar circle",
  ],
  Indore: ["palasia", "bhawarkuan", "pithampur", "sanwer road", "mhow", "khajrana", "nipania", "bicholi mardana", "musakhedi"],
  Lucknow: [
    "gomti nagar", "hazratganj", "aliganj", "aminabad", "chinhat", "alambagh", "charbagh", "jankipuram", "rajajipuram", 
    "sushant golf city", "telibagh", "amausi", "vibhuti khand", "nishatganj",
  ],
  Nagpur: ["sitabuldi", "dharampeth", "mihan", "butibori", "hingna", "kamptee", "ramdaspeth", "itwari", "wardha road"],
  Bhubaneswar: ["patia", "chandrasekharpur", "saheed nagar", "nayapalli", "jaydev vihar", "khandagiri", "mancheswar", "rasulgarh", "chandaka"],
  Visakhapatnam: [
    "madhurawada", "rushikonda", "gajuwaka", "dwaraka nagar", "mvp colony", "seethammadhara", "maddilapalem", "gopalapatnam", "pendurthi",
    "simhachalam", "siripuram", "asilmetta", "akkayyapalem", "kommadi", "duvvada", "parawada", "atchutapuram", "yendada",
  ],
  Mysuru: [
    "kuvempunagar", "saraswathipuram", "jayalakshmipuram", "hootagalli", "metagalli", "nazarbad", "bannimantap", "hinkal", "bogadi",
    "yadavagiri",
  ],
};
/** Every locality name (so a road named after one is read as its city: "Sarjapur Road", "Juhu Tara Road"). */
export const LOCALITY_NAMES: ReadonlySet<string> = new Set(Object.values(LOCALITIES).flat());
{
  const owner = new Map<string, string>(CITIES.flatMap((c) => [...c.names, ...(c.typedOnly ?? [])].map((n) => [n, c.name] as const)));
  for (const [cityName, names] of Object.entries(LOCALITIES)) {
    const city = CITIES.find((c) => c.name === cityName);
    if (!city) throw new Error(`places: locality of an unknown city ${cityName}`);
    for (const n of names) {
      const other = owner.get(n);
      if (other && other !== cityName) throw new Error(`places: locality ${n} of ${cityName} is already a name of ${other}`);
      owner.set(n, cityName);
      if (!city.names.includes(n)) city.names.push(n);
    }
  }
}

export const STATES: State[] = [
  { id: "MH", name: "Maharashtra", names: ["maharashtra", "mh"], country: "india" },
  { id: "DL", name: "Delhi", names: ["nct of delhi", "delhi state", "dl"], country: "india" },
  { id: "HR", name: "Haryana", names: ["haryana", "hr"], country: "india" },
  { id: "UP", name: "Uttar Pradesh", names: ["uttar pradesh", "up", "u.p."], country: "india" },
  { id: "KA", name: "Karnataka", names: ["karnataka", "ka"], country: "india" },
  { id: "TG", name: "Telangana", names: ["telangana", "ts", "tg"], country: "india" },
  { id: "TN", name: "Tamil Nadu", names: ["tamil nadu", "tamilnadu", "tn"], country: "india" },
  { id: "WB", name: "West Bengal", names: ["west bengal", "wb"], country: "india" },
  { id: "GJ", name: "Gujarat", names: ["gujarat", "gj"], country: "india" },
  { id: "CH", name: "Chandigarh", names: ["ut chandigarh"], country: "india" },
  { id: "PB", name: "Punjab", names: ["punjab", "pb"], country: "india" },
  { id: "KL", name: "Kerala", names: ["kerala", "kl"], country: "india" },
  { id: "AP", name: "Andhra Pradesh", names: ["andhra pradesh", "ap"], country: "india" },
  { id: "RJ", name: "Rajasthan", names: ["rajasthan", "rj"], country: "india" },
  { id: "MP", name: "Madhya Pradesh", names: ["madhya pradesh", "mp"], country: "india" },
  { id: "UK", name: "Uttarakhand", names: ["uttarakhand", "uttaranchal"], country: "india" },
  { id: "HP", name: "Himachal Pradesh", names: ["himachal pradesh", "himachal", "hp"], country: "india" },
  { id: "JK", name: "Jammu and Kashmir", names: ["jammu and kashmir", "jammu & kashmir", "j&k"], country: "india" },
  { id: "OD", name: "Odisha", names: ["odisha", "orissa"], country: "india" },
  { id: "BR", name: "Bihar", names: ["bihar"], country: "india" },
  { id: "JH", name: "Jharkhand", names: ["jharkhand"], country: "india" },
  { id: "CG", name: "Chhattisgarh", names: ["chhattisgarh", "chattisgarh"], country: "india" },
  { id: "AS", name: "Assam", names: ["assam"], country: "india" },
  { id: "GA", name: "Goa", names: ["goa"], country: "india" },
  { id: "PY", name: "Puducherry", names: [], country: "india" },
  { id: "CA", name: "California", names: ["california", "ca"], country: "united states" },
  { id: "NY", name: "New York State", names: ["new york state", "ny"], country: "united states" },
  { id: "TX", name: "Texas", names: ["texas", "tx"], country: "united states" },
  { id: "WA", name: "Washington State", names: ["washington state"], country: "united states" },
  { id: "ON", name: "Ontario", names: ["ontario"], country: "canada" },
  { id: "BC", name: "British Columbia", names: ["british columbia"], country: "canada" },
  { id: "NSW", name: "New South Wales", names: ["new south wales", "nsw"], country: "australia" },
  ];

export const COUNTRIES: Country[] = [
  { id: "india", name: "India", names: ["india", "bharat"], short: ["ind"], iso: "in", regions: ["apac", "asia", "south asia"] },
  { id: "united states", name: "United States", names: ["united states", "usa", "united states of america", "u.s.a."], short: ["us", "u.s.", "america"], iso: "us", regions: ["americas", "north america"] },
  { id: "united kingdom", name: "United Kingdom", names: ["united kingdom", "england", "scotland", "wales", "great britain", "britain"], short: ["uk", "u.k.", "gb"], iso: "gb", regions: ["europe", "emea"] },
  { id: "germany", name: "Germany", names: ["germany", "deutschland"], short: ["de"], iso: "de", regions: ["europe", "emea", "dach"] },
  { id: "canada", name: "Canada", names: ["canada"], short: ["ca"], iso: "ca", regions: ["americas", "north america"] },
  { id: "singapore", name: "Singapore", names: [], short: ["sg"], iso: "sg", regions: ["apac", "asia"] },
  { id: "united arab emirates", name: "United Arab Emirates", names: ["united arab emirates", "emirates"], short: ["uae", "ae"], iso: "ae", regions: ["emea", "middle east", "gcc"] },
  { id: "australia", name: "Australia", names: ["australia"], short: ["au"], iso: "au", regions: ["apac"] },
  { id: "netherlands", name: "Netherlands", names: ["netherlands", "the netherlands", "holland"], short: ["nl"], iso: "nl", regions: ["europe", "emea"] },
  { id: "ireland", name: "Ireland", names: ["ireland"], short: ["ie"], iso: "ie", regions: ["europe", "emea"] },
  { id: "france", name: "France", names: ["france"], short: ["fr"], iso: "fr", regions: ["europe", "emea"] },
  { id: "spain", name: "Spain", names: ["spain", "españa"], short: ["es"], iso: "es", regions: ["europe", "emea"] },
];

/** Wider regions remote postings are open to, with the words that name them. */
export const REMOTE_REGIONS: Record<string, string[]> = {
  europe: ["europe", "eu", "european union"],
  emea: ["emea"],
  apac: ["apac", "asia pacific", "asia-pacific"],
  asia: ["asia"],
  "south asia": ["south asia"],
  americas: ["americas"],
  "north america": ["north america"],
  "middle east": ["middle east"],
  gcc: ["gcc"],
  dach: ["dach"],
};

/** Where a person with no location is most likely to look first: the product is India first. */
export const DEFAULT_COUNTRY = "india";

export const cityByName = new Map<string, City>(CITIES.flatMap((c) => [...c.names, ...(c.typedOnly ?? [])].map((n) => [n, c] as const)));
export const countryById = new Map<string, Country>(COUNTRIES.map((c) => [c.id, c]));
export const metroById = new Map<string, Metro>(METROS.map((m) => [m.id, m]));
export const stateById = new Map<string, State>(STATES.map((s) => [s.id, s]));

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

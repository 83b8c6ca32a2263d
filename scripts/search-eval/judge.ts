/**
 * The relevance judgement of `npm run eval:search`, written by hand and kept apart from the ranker: a posting is
 * relevant to a person when its title is one they would apply to (their occupation's `accept`), its level words fit
 * theirs, and it is somewhere they can work: their city or its metro region, a city within about 250 km, or remote
 * work open to their country. A person who gives no location may work anywhere in India or remotely.
 */
import type { Level, Occupation, Persona } from "./occupations";

interface PlaceTruth {
  /** Words of postings in their city or its metro region. */
  home: string[];
  /** Cities within about 250 km (commutable or an easy move), as postings name them. */
  nearby: string[];
  /** Which remote postings they may take: "india" (Remote, India or Remote) or "anywhere" (only plain Remote). */
  remote: "india" | "anywhere";
}

const MUMBAI = ["mumbai", "bombay", "navi mumbai", "thane"];
const NCR = ["delhi", "new delhi", "gurugram", "gurgaon", "noida", "ghaziabad", "faridabad"];

const PLACES: Record<string, PlaceTruth> = {
  "Chennai, Tamil Nadu": { home: ["chennai", "madras"], nearby: [], remote: "india" },
  "Navi Mumbai, Maharashtra 400703": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  Bangalore: { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Bengaluru, Karnataka 560034": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  Gurgaon: { home: NCR, nearby: ["jaipur"], remote: "india" },
  Pune: { home: ["pune"], nearby: MUMBAI, remote: "india" },
  "Hyderabad, Telangana": { home: ["hyderabad", "secunderabad"], nearby: [], remote: "india" },
  "Kochi, Kerala 682001": { home: ["kochi", "cochin", "ernakulam"], nearby: ["thiruvananthapuram", "trivandrum", "coimbatore"], remote: "india" },
  "Noida, Uttar Pradesh": { home: NCR, nearby: [], remote: "india" },
  Kolkata: { home: ["kolkata", "calcutta"], nearby: [], remote: "india" },
  Thane: { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "New Delhi": { home: NCR, nearby: ["chandigarh"], remote: "india" },
  "Ahmedabad, Gujarat": { home: ["ahmedabad", "gandhinagar"], nearby: ["vadodara"], remote: "india" },
  Mumbai: { home: MUMBAI, nearby: ["pune"], remote: "india" },
  Jaipur: { home: ["jaipur"], nearby: ["gurugram", "gurgaon"], remote: "india" },
  Coimbatore: { home: ["coimbatore"], nearby: ["kochi", "cochin"], remote: "india" },
  "Mysuru, Karnataka": { home: ["mysuru", "mysore"], nearby: ["bengaluru", "bangalore"], remote: "india" },
  Vadodara: { home: ["vadodara", "baroda"], nearby: ["ahmedabad"], remote: "india" },
  "London, UK": { home: ["london"], nearby: [], remote: "anywhere" },
  Lucknow: { home: ["lucknow"], nearby: [], remote: "india" },
  Chandigarh: { home: ["chandigarh", "mohali", "panchkula"], nearby: ["new delhi", "delhi"], remote: "india" },
  Indore: { home: ["indore"], nearby: [], remote: "india" },
  // The fresh held-out set's places (fresh.ts).
  "Secunderabad, Telangana": { home: ["hyderabad", "secunderabad"], nearby: [], remote: "india" },
  "Pune, Maharashtra 411057": { home: ["pune"], nearby: MUMBAI, remote: "india" },
  "Pune, Maharashtra": { home: ["pune"], nearby: MUMBAI, remote: "india" },
  "Jaipur, Rajasthan": { home: ["jaipur"], nearby: ["gurugram", "gurgaon"], remote: "india" },
  "Salt Lake, Kolkata 700091": { home: ["kolkata", "calcutta", "salt lake", "howrah"], nearby: [], remote: "india" },
  "Noida, UP": { home: NCR, nearby: [], remote: "india" },
  "Ghaziabad, Uttar Pradesh": { home: NCR, nearby: [], remote: "india" },
  "Bangalore, India": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Gurugram, Haryana": { home: NCR, nearby: ["jaipur"], remote: "india" },
  "Gurugram, Haryana 122002": { home: NCR, nearby: ["jaipur"], remote: "india" },
  Chennai: { home: ["chennai", "madras"], nearby: [], remote: "india" },
  Bengaluru: { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Bengaluru, Karnataka": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Bengaluru, Karnataka 560103": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  Hyderabad: { home: ["hyderabad", "secunderabad"], nearby: [], remote: "india" },
  "Coimbatore, Tamil Nadu 641018": { home: ["coimbatore"], nearby: ["kochi", "cochin"], remote: "india" },
  "New Delhi 110017": { home: NCR, nearby: ["chandigarh"], remote: "india" },
  // The third held-out set's places (fresh2.ts).
  "Ernakulam, Kerala": { home: ["kochi", "cochin", "ernakulam"], nearby: ["thiruvananthapuram", "trivandrum", "coimbatore"], remote: "india" },
  "Lucknow, UP": { home: ["lucknow"], nearby: [], remote: "india" },
  "Lucknow, Uttar Pradesh": { home: ["lucknow"], nearby: [], remote: "india" },
  "Bengaluru, Karnataka 560001": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Bengaluru, Karnataka 560095": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Bengaluru, India": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Bangalore, KA": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Dwarka, New Delhi": { home: NCR, nearby: ["chandigarh", "jaipur"], remote: "india" },
  Delhi: { home: NCR, nearby: ["chandigarh", "jaipur"], remote: "india" },
  "Hyderabad, TS": { home: ["hyderabad", "secunderabad"], nearby: [], remote: "india" },
  "Indore, MP": { home: ["indore"], nearby: [], remote: "india" },
  "Mumbai, Maharashtra": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Andheri, Mumbai": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Navi Mumbai": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Mohali, Punjab": { home: ["chandigarh", "mohali", "panchkula"], nearby: ["new delhi", "delhi"], remote: "india" },
  "Chennai, TN": { home: ["chennai", "madras"], nearby: [], remote: "india" },
  "Chennai, Tamil Nadu 600040": { home: ["chennai", "madras"], nearby: [], remote: "india" },
  "Sriperumbudur, Chennai": { home: ["chennai", "madras", "sriperumbudur"], nearby: [], remote: "india" },
  Ahmedabad: { home: ["ahmedabad", "gandhinagar"], nearby: ["vadodara"], remote: "india" },
  "Howrah, West Bengal": { home: ["kolkata", "calcutta", "howrah"], nearby: [], remote: "india" },
  "Kolkata, WB": { home: ["kolkata", "calcutta", "howrah"], nearby: [], remote: "india" },
  "Gurgaon, Haryana": { home: NCR, nearby: ["jaipur"], remote: "india" },
  Gurugram: { home: NCR, nearby: ["jaipur"], remote: "india" },
  Noida: { home: NCR, nearby: [], remote: "india" },
  "Noida, Uttar Pradesh 201301": { home: NCR, nearby: [], remote: "india" },
  "Noida, UP 201301": { home: NCR, nearby: [], remote: "india" },
  Kochi: { home: ["kochi", "cochin", "ernakulam"], nearby: ["thiruvananthapuram", "trivandrum", "coimbatore"], remote: "india" },
  "Pune, MH": { home: ["pune"], nearby: MUMBAI, remote: "india" },
  "Pune, Maharashtra 411018": { home: ["pune"], nearby: MUMBAI, remote: "india" },
  "Coimbatore, TN": { home: ["coimbatore"], nearby: ["kochi", "cochin"], remote: "india" },
  Mysore: { home: ["mysuru", "mysore"], nearby: ["bengaluru", "bangalore"], remote: "india" },
  // The fourth held-out set's places (fresh3.ts).
  "Kolkata 700054": { home: ["kolkata", "calcutta", "howrah"], nearby: [], remote: "india" },
  "Kolkata, West Bengal": { home: ["kolkata", "calcutta", "howrah"], nearby: [], remote: "india" },
  "Whitefield, Bangalore": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Bangalore, Karnataka": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Bangalore 560066": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Bengaluru 560038": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Bengaluru, KA": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Noida Sector 62": { home: NCR, nearby: [], remote: "india" },
  "Gurgaon, HR": { home: NCR, nearby: ["jaipur"], remote: "india" },
  "Gurugram, HR": { home: NCR, nearby: ["jaipur"], remote: "india" },
  "Hyderabad 500081": { home: ["hyderabad", "secunderabad"], nearby: [], remote: "india" },
  "Hyderabad, Telangana 500032": { home: ["hyderabad", "secunderabad"], nearby: [], remote: "india" },
  "Ahmedabad, Gujarat 380015": { home: ["ahmedabad", "gandhinagar"], nearby: ["vadodara"], remote: "india" },
  "Ahmedabad, GJ": { home: ["ahmedabad", "gandhinagar"], nearby: ["vadodara"], remote: "india" },
  "Pune, Maharashtra 411014": { home: ["pune"], nearby: MUMBAI, remote: "india" },
  "Pune, MH 411057": { home: ["pune"], nearby: MUMBAI, remote: "india" },
  "Chakan, Pune": { home: ["pune", "chakan"], nearby: MUMBAI, remote: "india" },
  "Mumbai 400072": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Mumbai, MH": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Bhiwandi, Thane": { home: [...MUMBAI, "bhiwandi"], nearby: ["pune"], remote: "india" },
  "Chennai, Tamil Nadu 600032": { home: ["chennai", "madras"], nearby: [], remote: "india" },
  "Chennai, TN 600096": { home: ["chennai", "madras"], nearby: [], remote: "india" },
  "Kochi, Kerala": { home: ["kochi", "cochin", "ernakulam"], nearby: ["thiruvananthapuram", "trivandrum", "coimbatore"], remote: "india" },
  "Kochi, Kerala 682030": { home: ["kochi", "cochin", "ernakulam"], nearby: ["thiruvananthapuram", "trivandrum", "coimbatore"], remote: "india" },
  Mohali: { home: ["chandigarh", "mohali", "panchkula"], nearby: ["new delhi", "delhi"], remote: "india" },
  "Jaipur, RJ": { home: ["jaipur"], nearby: ["gurugram", "gurgaon"], remote: "india" },
  "Pimpri, Pune": { home: ["pune", "pimpri"], nearby: MUMBAI, remote: "india" },
  "Bhosari MIDC, Pune": { home: ["pune", "bhosari"], nearby: MUMBAI, remote: "india" },
  "Powai, Mumbai": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Thane West": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Kukatpally, Hyderabad": { home: ["hyderabad", "secunderabad"], nearby: [], remote: "india" },
  "Peenya, Bengaluru": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Electronic City, Bengaluru": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  // The fifth held-out set's places (fresh4.ts).
  Bombay: { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Trivandrum, Kerala": { home: ["thiruvananthapuram", "trivandrum"], nearby: ["kochi", "cochin", "ernakulam"], remote: "india" },
  "Chennai 600006": { home: ["chennai", "madras"], nearby: [], remote: "india" },
  "Andheri East, Mumbai": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Sector 45, Gurgaon": { home: NCR, nearby: ["jaipur"], remote: "india" },
  "Noida 201301": { home: NCR, nearby: [], remote: "india" },
  "Vijay Nagar, Indore": { home: ["indore"], nearby: [], remote: "india" },
  "Park Street, Calcutta": { home: ["kolkata", "calcutta", "howrah"], nearby: [], remote: "india" },
  "Marathahalli, Bangalore": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Fort, Bombay 400001": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Hyderabad, TG": { home: ["hyderabad", "secunderabad"], nearby: [], remote: "india" },
  "HSR Layout, Bangalore": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Manesar, Haryana": { home: [...NCR, "manesar"], nearby: ["jaipur"], remote: "india" },
  "Nhava Sheva, Navi Mumbai": { home: [...MUMBAI, "nhava sheva"], nearby: ["pune"], remote: "india" },
  "Ahmedabad 380054": { home: ["ahmedabad", "gandhinagar"], nearby: ["vadodara"], remote: "india" },
  "Aundh, Pune": { home: ["pune"], nearby: MUMBAI, remote: "india" },
  "Kothrud, Pune": { home: ["pune"], nearby: MUMBAI, remote: "india" },
  "Kandivali West, Mumbai": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Okhla, New Delhi": { home: NCR, nearby: ["chandigarh", "jaipur"], remote: "india" },
  "Ranjangaon MIDC, Pune": { home: ["pune", "ranjangaon"], nearby: MUMBAI, remote: "india" },
  "Satellite, Ahmedabad": { home: ["ahmedabad", "gandhinagar"], nearby: ["vadodara"], remote: "india" },
  "Sriperumbudur, TN": { home: ["chennai", "madras", "sriperumbudur"], nearby: [], remote: "india" },
  "Aerocity, New Delhi": { home: NCR, nearby: ["chandigarh", "jaipur"], remote: "india" },
  "Dubai, UAE": { home: ["dubai"], nearby: [], remote: "anywhere" },
  "R.S. Puram, Coimbatore": { home: ["coimbatore"], nearby: ["kochi", "cochin"], remote: "india" },
  "Nariman Point, Bombay": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Sector 56, Gurgaon": { home: NCR, nearby: ["jaipur"], remote: "india" },
  "Thane 400601": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Kharghar, Navi Mumbai": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Noida, U.P.": { home: NCR, nearby: [], remote: "india" },
  "Chakan MIDC": { home: ["pune", "chakan"], nearby: MUMBAI, remote: "india" },
  London: { home: ["london"], nearby: [], remote: "anywhere" },
  Singapore: { home: ["singapore"], nearby: [], remote: "anywhere" },
  "Vikhroli, Mumbai": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Chennai, Tamil Nadu 600042": { home: ["chennai", "madras"], nearby: [], remote: "india" },
  "Bengaluru 560103": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Bellandur, Bangalore 560103": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "DLF Phase 3, Gurgaon": { home: NCR, nearby: ["jaipur"], remote: "india" },
  "Noida Sector 135": { home: NCR, nearby: [], remote: "india" },
  "Gurgaon, Haryana 122018": { home: NCR, nearby: ["jaipur"], remote: "india" },
  "Lucknow, U.P.": { home: ["lucknow"], nearby: [], remote: "india" },
  // The sixth held-out set's places (fresh5.ts).
  "Madhapur, Hyderabad": { home: ["hyderabad", "secunderabad"], nearby: [], remote: "india" },
  "Saket, New Delhi": { home: NCR, nearby: ["chandigarh", "jaipur"], remote: "india" },
  "Wakad, Pune": { home: ["pune"], nearby: MUMBAI, remote: "india" },
  "Sohna Road, Gurgaon": { home: NCR, nearby: ["jaipur"], remote: "india" },
  "Dwarka Sector 12, Delhi": { home: NCR, nearby: ["chandigarh", "jaipur"], remote: "india" },
  "Worli, Mumbai": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Baner, Pune": { home: ["pune"], nearby: MUMBAI, remote: "india" },
  "Jaipur 302017": { home: ["jaipur"], nearby: ["gurugram", "gurgaon"], remote: "india" },
  "Lucknow 226010": { home: ["lucknow"], nearby: [], remote: "india" },
  "Sector 62, Noida": { home: NCR, nearby: [], remote: "india" },
  "Zirakpur, Punjab": { home: ["zirakpur", "mohali", "chandigarh"], nearby: [], remote: "india" },
  "Malad West, Mumbai": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Guindy, Chennai": { home: ["chennai", "madras"], nearby: [], remote: "india" },
  "Bhubaneswar, Odisha": { home: ["bhubaneswar"], nearby: [], remote: "india" },
  "Sholinganallur, Chennai": { home: ["chennai", "madras"], nearby: [], remote: "india" },
  "Cyber City, Gurgaon": { home: NCR, nearby: ["jaipur"], remote: "india" },
  "Kapashera, New Delhi": { home: NCR, nearby: ["chandigarh", "jaipur"], remote: "india" },
  "Chakan, Maharashtra": { home: ["pune", "chakan"], nearby: MUMBAI, remote: "india" },
  "Kundli, Sonipat": { home: ["sonipat", "kundli"], nearby: NCR, remote: "india" },
  "Okhla Phase 2, Delhi": { home: NCR, nearby: ["chandigarh", "jaipur"], remote: "india" },
  "Goregaon East, Mumbai": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Udyog Vihar, Gurgaon": { home: NCR, nearby: ["jaipur"], remote: "india" },
  "Dankuni, West Bengal": { home: ["dankuni", "kolkata", "calcutta", "howrah"], nearby: [], remote: "india" },
  "Mahipalpur, New Delhi": { home: NCR, nearby: ["chandigarh", "jaipur"], remote: "india" },
  "Connaught Place, New Delhi": { home: NCR, nearby: ["chandigarh", "jaipur"], remote: "india" },
  "Santacruz East, Mumbai": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Tambaram, Chennai": { home: ["chennai", "madras"], nearby: [], remote: "india" },
  "Gomti Nagar, Lucknow": { home: ["lucknow"], nearby: [], remote: "india" },
  "Kalyan, Maharashtra": { home: [...MUMBAI, "kalyan"], nearby: ["pune"], remote: "india" },
  "Sector 8, IMT Manesar": { home: [...NCR, "manesar"], nearby: ["jaipur"], remote: "india" },
  "Belapur, Navi Mumbai": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Pimpri-Chinchwad": { home: ["pune", "pimpri", "chinchwad"], nearby: MUMBAI, remote: "india" },
  "Faridabad, Haryana": { home: NCR, nearby: [], remote: "india" },
  "Hinjawadi, Pune": { home: ["pune"], nearby: MUMBAI, remote: "india" },
  "Lower Parel, Mumbai": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Jayanagar, Bangalore": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Sector 18, Noida": { home: NCR, nearby: [], remote: "india" },
  Amsterdam: { home: ["amsterdam"], nearby: [], remote: "anywhere" },
  "Banjara Hills, Hyderabad": { home: ["hyderabad", "secunderabad"], nearby: [], remote: "india" },
  "Goregaon West, Mumbai": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Magarpatta, Pune": { home: ["pune"], nearby: MUMBAI, remote: "india" },
  "Koramangala, Bangalore": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Kharadi, Pune": { home: ["pune"], nearby: MUMBAI, remote: "india" },
  "Toronto, ON": { home: ["toronto"], nearby: [], remote: "anywhere" },
  "Hitech City, Hyderabad": { home: ["hyderabad", "secunderabad"], nearby: [], remote: "india" },
  "Perungudi, Chennai": { home: ["chennai", "madras"], nearby: [], remote: "india" },
  "Indiranagar, Bengaluru": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Bangalore - 560048": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Dublin, Ireland": { home: ["dublin"], nearby: [], remote: "anywhere" },
  "Greater Noida West": { home: [...NCR, "greater noida"], nearby: [], remote: "india" },
  "Kalyani Nagar, Pune": { home: ["pune"], nearby: MUMBAI, remote: "india" },
  "Andheri West, Mumbai": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "BKC, Mumbai": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Kondapur, Hyderabad": { home: ["hyderabad", "secunderabad"], nearby: [], remote: "india" },
  // The seventh held-out set's places (fresh6.ts).
  "Jubilee Hills, Hyderabad": { home: ["hyderabad", "secunderabad"], nearby: [], remote: "india" },
  "Kakkanad, Kochi": { home: ["kochi", "cochin", "ernakulam", "kakkanad"], nearby: ["thiruvananthapuram", "trivandrum", "coimbatore"], remote: "india" },
  "Indirapuram, Ghaziabad": { home: NCR, nearby: [], remote: "india" },
  "Kota, Rajasthan": { home: ["kota"], nearby: ["jaipur"], remote: "india" },
  "Sector 21, Gurgaon": { home: NCR, nearby: ["jaipur"], remote: "india" },
  "Koregaon Park, Pune": { home: ["pune"], nearby: MUMBAI, remote: "india" },
  "Navrangpura, Ahmedabad": { home: ["ahmedabad", "gandhinagar"], nearby: ["vadodara"], remote: "india" },
  "Nungambakkam, Chennai": { home: ["chennai", "madras"], nearby: [], remote: "india" },
  "Fort, Mumbai": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Sector 44, Gurugram": { home: NCR, nearby: ["jaipur"], remote: "india" },
  "Hinjewadi Phase 1, Pune": { home: ["pune"], nearby: MUMBAI, remote: "india" },
  "Hoskote, Bengaluru": { home: ["bengaluru", "bangalore", "hoskote"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Madhavaram, Chennai": { home: ["chennai", "madras"], nearby: [], remote: "india" },
  "Bhosari, Pune": { home: ["pune", "bhosari", "pimpri", "chinchwad"], nearby: MUMBAI, remote: "india" },
  "Vijayanagar, Bengaluru": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Vashi, Navi Mumbai": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Gachibowli, Hyderabad": { home: ["hyderabad", "secunderabad"], nearby: [], remote: "india" },
  "Ambattur, Chennai": { home: ["chennai", "madras"], nearby: [], remote: "india" },
  "Waluj, Aurangabad": { home: ["aurangabad", "waluj", "chhatrapati sambhajinagar"], nearby: ["pune"], remote: "india" },
  "Jigani, Bangalore": { home: ["bengaluru", "bangalore", "jigani"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Bawal, Haryana": { home: ["bawal", "rewari"], nearby: [...NCR, "jaipur"], remote: "india" },
  "Chinchwad, Pune": { home: ["pune", "pimpri", "chinchwad"], nearby: MUMBAI, remote: "india" },
  "Bandra West, Mumbai": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Sector 63, Noida": { home: NCR, nearby: [], remote: "india" },
  "Hauz Khas, New Delhi": { home: NCR, nearby: ["chandigarh", "jaipur"], remote: "india" },
  "Airoli, Navi Mumbai": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Electronic City, Bangalore": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Gota, Ahmedabad": { home: ["ahmedabad", "gandhinagar"], nearby: ["vadodara"], remote: "india" },
  "HSR Layout, Bengaluru": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Sector 5, Salt Lake, Kolkata": { home: ["kolkata", "calcutta", "salt lake", "howrah"], nearby: [], remote: "india" },
  "Sydney NSW": { home: ["sydney"], nearby: [], remote: "anywhere" },
  "Technopark, Trivandrum": { home: ["thiruvananthapuram", "trivandrum"], nearby: ["kochi", "cochin"], remote: "india" },
  "Sector 48, Gurgaon": { home: NCR, nearby: ["jaipur"], remote: "india" },
  "New York, NY": { home: ["new york"], nearby: [], remote: "anywhere" },
  "Manyata Tech Park, Bangalore": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Sector 132, Noida": { home: NCR, nearby: [], remote: "india" },
  "Rajajinagar, Bengaluru": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
  "Borivali West, Mumbai": { home: MUMBAI, nearby: ["pune"], remote: "india" },
  "Talegaon, Pune": { home: ["pune", "talegaon"], nearby: MUMBAI, remote: "india" },
  "Shamshabad, Hyderabad": { home: ["hyderabad", "secunderabad"], nearby: [], remote: "india" },
  "Begumpet, Hyderabad": { home: ["hyderabad", "secunderabad"], nearby: [], remote: "india" },
  "Viman Nagar, Pune": { home: ["pune"], nearby: MUMBAI, remote: "india" },
  "Bellandur, Bengaluru": { home: ["bengaluru", "bangalore"], nearby: ["mysuru", "mysore"], remote: "india" },
};

const has = (text: string, words: string[]) => words.some((w) => new RegExp(`(^|[^a-z])${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}([^a-z]|$)`, "i").test(text));

export function placeOk(persona: Persona, posting: { location: string | null; work_mode: string }): boolean {
  const where = (posting.location ?? "").toLowerCase();
  const remote = posting.work_mode === "remote" || /\bremote\b/.test(where);
  if (!persona.location) return remote || /india|bengaluru|bangalore|mumbai|delhi|pune|hyderabad|chennai|kolkata|gurugram|gurgaon|noida|ahmedabad|kochi|jaipur|chandigarh|coimbatore|indore|thiruvananthapuram|lucknow|bhubaneswar/.test(where);
  const truth = PLACES[persona.location];
  if (!truth) throw new Error(`No place truth for ${persona.location}`);
  if (remote) return truth.remote === "india" ? /^remote(, india)?$|remote \(india\)|remote \(worldwide\)|^remote$/.test(where.trim()) : where.trim() === "remote";
  return has(where, truth.home) || has(where, truth.nearby);
}

// "Associate" is a level only before the role ("Associate Product Manager"), not in "Clinical Research Associate".
const JUNIOR_WORDS = /^(junior|jr\.?|associate|graduate)\b|\b(trainee|intern|internship|fresher)\b/i;
const SENIOR_WORDS = /\b(senior|sr\.?|lead|principal|staff (?=engineer|software|data|scientist|designer|product)|head|chief|director|superintendent|architect|plant head|vp)\b/i;
/** "Manager" titles that lead people (not a relationship, product, project, account or key-account manager). */
const PEOPLE_MANAGER = /\b(?<!(relationship|product|project|program|account|key account|success|media|marketing|content|territory|sales|delivery|social media|performance marketing|campaign) )manager\b/i;

export function levelOk(level: Level, title: string): boolean {
  if (level === "junior") return !SENIOR_WORDS.test(title) && !PEOPLE_MANAGER.test(title);
  if (level === "mid") return !/\b(intern|trainee|head|chief|director|principal|superintendent|plant head)\b/i.test(title);
  return !JUNIOR_WORDS.test(title);
}

export function titleOk(occupation: Occupation, title: string): boolean {
  return occupation.accept.test(title) && !(occupation.reject?.test(title) ?? false);
}

export function judge(persona: Persona, posting: { title: string; location: string | null; work_mode: string }): boolean {
  return titleOk(persona.occupation, posting.title) && levelOk(persona.level, posting.title) && placeOk(persona, posting);
}

/**
 * Who the layout corpus resumes belong to: names, places, phone numbers and schools from India (most
 * resumes) and elsewhere, written the way people write them.
 */

export type Region = "india" | "abroad";

export interface Place {
  /** As written on the resume: "Pune, Maharashtra", "Leicester, UK". */
  display: string;
  /** The city a reader would name: what the location field must hold. */
  city: string;
}

export const INDIA_FIRST = [
  "Ananya", "Priya", "Rahul", "Arjun", "Kavya", "Sneha", "Vikram", "Rohan", "Meera", "Aditya", "Lakshmi", "Karthik", "Divya",
  "Suresh", "Farhan", "Ayesha", "Harpreet", "Nikhil", "Pooja", "Deepika", "Sanjay", "Anjali", "Ritu", "Manoj", "Sreeja",
  "Arun", "Bhavana", "Imran", "Zoya", "Tenzin", "Joseph", "Merin", "Abhishek", "Shalini", "Venkatesh", "Naveen", "Swati",
  "Prakash", "Fatima", "Gaurav", "Nandini", "Siddharth",
];
export const INDIA_LAST = [
  "Sharma", "Iyer", "Reddy", "Nair", "Menon", "Patel", "Shah", "Gupta", "Singh", "Kaur", "Das", "Banerjee", "Mukherjee",
  "Rao", "Kulkarni", "Deshpande", "Joshi", "Pillai", "Khan", "Qureshi", "Fernandes", "D'Souza", "Thomas", "Varghese",
  "Bhat", "Hegde", "Yadav", "Mishra", "Chaudhary", "Naidu", "Gowda", "Sethi", "Malhotra", "Bose", "Dutta", "Jain", "Agarwal",
];

/** People elsewhere: first and last names from the same place kept together. */
export const ABROAD_PEOPLE: Array<{ first: string[]; last: string[]; places: Place[]; phone: (d: string) => string; languages: string[] }> = [
  {
    first: ["Emily", "James", "Sophie", "Oliver", "Hannah"],
    last: ["Clarke", "Whitaker", "Hughes", "Bennett", "Morgan"],
    places: [{ display: "London, UK", city: "London" }, { display: "Manchester, United Kingdom", city: "Manchester" }, { display: "Leicester, UK", city: "Leicester" }],
    phone: (d) => `+44 7${d.slice(0, 3)} ${d.slice(3, 9)}`,
    languages: ["French", "Spanish"],
  },
  {
    first: ["Chinedu", "Adaeze", "Tunde", "Ngozi", "Emeka"],
    last: ["Okafor", "Nwosu", "Adeyemi", "Eze", "Balogun"],
    places: [{ display: "Lagos, Nigeria", city: "Lagos" }],
    phone: (d) => `+234 80${d.slice(0, 1)} ${d.slice(1, 4)} ${d.slice(4, 8)}`,
    languages: ["Yoruba", "Igbo"],
  },
  {
    first: ["Maria", "Jose", "Angelica", "Paolo"],
    last: ["Santos", "Reyes", "Dela Cruz", "Bautista"],
    places: [{ display: "Manila, Philippines", city: "Manila" }],
    phone: (d) => `+63 917 ${d.slice(0, 3)} ${d.slice(3, 7)}`,
    languages: ["Filipino"],
  },
  {
    first: ["Omar", "Layla", "Yousef", "Mariam"],
    last: ["Haddad", "Hassan", "Al Mansoori", "Khalil"],
    places: [{ display: "Dubai, UAE", city: "Dubai" }, { display: "Abu Dhabi, United Arab Emirates", city: "Abu Dhabi" }, { display: "Doha, Qatar", city: "Doha" }],
    phone: (d) => `+971 5${d.slice(0, 1)} ${d.slice(1, 4)} ${d.slice(4, 8)}`,
    languages: ["Arabic"],
  },
  {
    first: ["Wei Ling", "Jun Jie", "Mei Xin"],
    last: ["Tan", "Lim", "Ong"],
    places: [{ display: "Singapore", city: "Singapore" }],
    phone: (d) => `+65 9${d.slice(0, 3)} ${d.slice(3, 7)}`,
    languages: ["Mandarin", "Malay"],
  },
  {
    first: ["Jessica", "Michael", "Daniel", "Ashley"],
    last: ["Morales", "Chen", "Brooks", "Patterson"],
    places: [{ display: "Austin, TX", city: "Austin" }, { display: "Toronto, ON, Canada", city: "Toronto" }, { display: "Brampton, Ontario", city: "Brampton" }],
    phone: (d) => `+1 (${d.slice(0, 3)}) 555-0${d.slice(3, 6)}`,
    languages: ["Spanish", "French"],
  },
  {
    first: ["Wanjiru", "Otieno", "Achieng"],
    last: ["Kamau", "Odhiambo", "Mwangi"],
    places: [{ display: "Nairobi, Kenya", city: "Nairobi" }],
    phone: (d) => `+254 7${d.slice(0, 2)} ${d.slice(2, 8)}`,
    languages: ["Swahili"],
  },
  {
    first: ["Dilani", "Kasun", "Tharindu"],
    last: ["Perera", "Fernando", "Wijesinghe"],
    places: [{ display: "Colombo, Sri Lanka", city: "Colombo" }],
    phone: (d) => `+94 77 ${d.slice(0, 3)} ${d.slice(3, 7)}`,
    languages: ["Sinhala", "Tamil"],
  },
  {
    first: ["Lukas", "Anna", "Felix"],
    last: ["Becker", "Schneider", "Wagner"],
    places: [{ display: "Berlin, Germany", city: "Berlin" }, { display: "Munich, Germany", city: "Munich" }],
    phone: (d) => `+49 151 ${d.slice(0, 4)} ${d.slice(4, 8)}`,
    languages: ["German"],
  },
  {
    first: ["Chloe", "Liam", "Isla"],
    last: ["Walsh", "Thompson", "Murray"],
    places: [{ display: "Sydney NSW, Australia", city: "Sydney" }, { display: "Brisbane, Australia", city: "Brisbane" }],
    phone: (d) => `+61 4${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)}`,
    languages: ["Italian"],
  },
];

export const INDIA_PLACES: Array<Place & { language: string }> = [
  { display: "Pune, Maharashtra", city: "Pune", language: "Marathi" },
  { display: "Bengaluru, Karnataka", city: "Bengaluru", language: "Kannada" },
  { display: "Bangalore", city: "Bengaluru", language: "Kannada" },
  { display: "Hyderabad, Telangana", city: "Hyderabad", language: "Telugu" },
  { display: "Chennai, Tamil Nadu", city: "Chennai", language: "Tamil" },
  { display: "Kochi, Kerala", city: "Kochi", language: "Malayalam" },
  { display: "Gurugram, Haryana", city: "Gurugram", language: "Punjabi" },
  { display: "Noida, Uttar Pradesh", city: "Noida", language: "Hindi" },
  { display: "Kolkata, West Bengal", city: "Kolkata", language: "Bengali" },
  { display: "Ahmedabad, Gujarat", city: "Ahmedabad", language: "Gujarati" },
  { display: "Jaipur, Rajasthan", city: "Jaipur", language: "Hindi" },
  { display: "Lucknow, UP", city: "Lucknow", language: "Urdu" },
  { display: "Indore, Madhya Pradesh", city: "Indore", language: "Hindi" },
  { display: "Bhubaneswar, Odisha", city: "Bhubaneswar", language: "Odia" },
  { display: "Coimbatore, Tamil Nadu", city: "Coimbatore", language: "Tamil" },
  { display: "Thiruvananthapuram, Kerala", city: "Thiruvananthapuram", language: "Malayalam" },
  { display: "Mangaluru, Karnataka", city: "Mangaluru", language: "Tulu" },
  { display: "Nagpur, Maharashtra", city: "Nagpur", language: "Marathi" },
  { display: "Chandigarh", city: "Chandigarh", language: "Punjabi" },
  { display: "Guwahati, Assam", city: "Guwahati", language: "Assamese" },
  { display: "Visakhapatnam, Andhra Pradesh", city: "Visakhapatnam", language: "Telugu" },
  { display: "Navi Mumbai, Maharashtra", city: "Navi Mumbai", language: "Marathi" },
  { display: "New Delhi", city: "New Delhi", language: "Hindi" },
  { display: "Andheri East, Mumbai", city: "Mumbai", language: "Marathi" },
  { display: "Dehradun, Uttarakhand", city: "Dehradun", language: "Garhwali" },
];

/** Indian mobile numbers as people write them. `d` is ten digits starting 6-9. */
export const INDIA_PHONES: Array<(d: string) => string> = [
  (d) => `+91 ${d.slice(0, 5)} ${d.slice(5)}`,
  (d) => `+91-${d}`,
  (d) => `0${d.slice(0, 5)} ${d.slice(5)}`,
  (d) => d,
  (d) => `+91 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`,
  (d) => `(+91) ${d}`,
];

export const EMAIL_DOMAINS = { india: ["gmail.com", "yahoo.co.in", "outlook.com", "rediffmail.com", "hotmail.com"], abroad: ["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "protonmail.com"] };

export const INSTITUTIONS = {
  india: [
    "Savitribai Phule Pune University", "Anna University, Chennai", "University of Mumbai", "Christ University, Bengaluru", "Osmania University, Hyderabad",
    "Manipal Academy of Higher Education", "Amity University, Noida", "Jadavpur University, Kolkata", "University of Delhi", "Gujarat University, Ahmedabad",
    "VIT University, Vellore", "College of Engineering, Trivandrum", "Symbiosis International University, Pune", "Kerala University of Health Sciences",
    "Institute of Hotel Management, Mumbai", "National Institute of Design, Ahmedabad", "Rajiv Gandhi University of Health Sciences, Bengaluru",
  ],
  abroad: [
    "University of Leeds", "University of Toronto", "National University of Singapore", "University of Lagos", "University of Nairobi",
    "University of the Philippines Diliman", "Technical University of Munich", "University of Texas at Austin", "University of Colombo", "Monash University",
  ],
};

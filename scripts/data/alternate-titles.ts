// Job titles people type, mostly in India, that no O*NET occupation title names, with the occupations they mean.
// O*NET's own "alternate titles" file is not in ../shared/data, so these are curated and go into the role taxonomy
// (scripts/build-role-taxonomy.ts): the role resolver matches a title here exactly (after the usual normalising)
// before any word-overlap matching, and the playbook builds its guide from these occupations. Keep each entry
// unambiguous; a title with several common readings belongs in the playbook's AMBIGUOUS_TITLES.

export const ALTERNATE_TITLES: ReadonlyArray<readonly [title: string, codes: readonly string[]]> = [
  ["Sommelier", ["35-3011.00", "11-9051.00"]], // Bartenders; Food Service Managers
  ["Wine Steward", ["35-3011.00", "35-3031.00"]], // Bartenders; Waiters and Waitresses
  ["Mixologist", ["35-3011.00"]],
  ["Admin Executive", ["43-6014.00", "43-9061.00"]], // Secretaries and Administrative Assistants; Office Clerks
  ["Administrative Executive", ["43-6014.00", "43-9061.00"]],
  ["Back Office Executive", ["43-9061.00", "43-9021.00"]], // Office Clerks, General; Data Entry Keyers
  ["Front Office Executive", ["43-4171.00", "43-4081.00"]], // Receptionists; Hotel, Motel, and Resort Desk Clerks
  ["Office Boy", ["43-9061.00", "43-5021.00"]], // Office Clerks, General; Couriers and Messengers
  ["Store Keeper", ["53-7065.00", "43-5071.00"]], // Stockers and Order Fillers; Shipping, Receiving, and Inventory Clerks
  ["Storekeeper", ["53-7065.00", "43-5071.00"]],
  // "Stores" (plural) is a plant's or site's materials store, not a shop: not retail sales.
  ["Stores Officer", ["43-5071.00", "53-7065.00"]], // Shipping, Receiving, and Inventory Clerks; Stockers and Order Fillers
  ["Stores Executive", ["43-5071.00", "53-7065.00"]],
  ["Stores Assistant", ["43-5071.00", "53-7065.00"]],
  ["Stores Supervisor", ["43-5071.00", "53-7065.00"]],
  ["Delivery Boy", ["43-5021.00", "53-3031.00"]], // Couriers and Messengers; Driver/Sales Workers
  ["Delivery Executive", ["43-5021.00", "53-3031.00"]],
  ["Delivery Partner", ["43-5021.00", "53-3031.00"]],
  ["Lab Technician", ["29-2012.00", "29-2011.00"]], // Medical and Clinical Laboratory Technicians; Technologists
  ["Ground Staff", ["43-4181.00", "53-2022.00"]], // Reservation and Transportation Ticket Agents; Airfield Operations
  ["Bell Boy", ["39-6011.00"]], // Baggage Porters and Bellhops
  ["Ward Boy", ["31-1132.00", "31-1131.00"]], // Orderlies; Nursing Assistants
  ["Compounder", ["29-2052.00", "31-9095.00"]], // Pharmacy Technicians; Pharmacy Aides
  ["Spa Therapist", ["31-9011.00", "39-5094.00"]], // Massage Therapists; Skincare Specialists
  ["Valet", ["53-6021.00"]], // Parking Attendants
  // Banking, insurance and broking: "bank" alone reads as investment banking, "advisor" as a residential advisor.
  ["Bank Clerk", ["43-3071.00", "43-4141.00"]], // Tellers; New Accounts Clerks
  ["Bank Cashier", ["43-3071.00"]], // Tellers
  ["Bank Probationary Officer", ["13-2072.00", "43-3071.00"]], // Loan Officers; Tellers (a PO learns lending and the branch counter)
  ["Bank PO", ["13-2072.00", "43-3071.00"]],
  ["Probationary Officer", ["13-2072.00", "43-3071.00"]],
  ["Trade Finance Officer", ["13-2072.00"]], // Loan Officers (letters of credit and guarantees are a bank's lending desk)
  ["Credit Underwriter", ["13-2072.00"]], // Loan Officers: a lender's underwriter, not an insurer's (13-2053)
  ["Loan Underwriter", ["13-2072.00"]],
  ["Insurance Advisor", ["41-3021.00"]], // Insurance Sales Agents
  ["Insurance Adviser", ["41-3021.00"]],
  ["LIC Agent", ["41-3021.00"]],
  ["Stock Broker", ["41-3031.00"]], // Securities, Commodities, and Financial Services Sales Agents
  ["Stockbroker", ["41-3031.00"]],
  ["Share Broker", ["41-3031.00"]],
  // Office and administration: "administrator" alone reads as a system administrator, "assistant" as a nursing one.
  ["Office Administrator", ["11-3012.00", "43-1011.00"]], // Administrative Services Managers; First-Line Supervisors of Office and Administrative Support Workers
  ["Admin Manager", ["11-3012.00", "43-1011.00"]],
  ["Personal Assistant", ["43-6011.00", "43-6014.00"]], // Executive Secretaries and Executive Administrative Assistants; Secretaries and Administrative Assistants
  // Safety: not a pharmacist's "drug safety".
  ["Safety Officer", ["19-5011.00", "19-5012.00"]], // Occupational Health and Safety Specialists; Technicians
  ["HSE Officer", ["19-5011.00", "19-5012.00"]],
  ["EHS Officer", ["19-5011.00", "19-5012.00"]],
  ["Fire and Safety Officer", ["19-5011.00", "33-2021.00"]], // Occupational Health and Safety Specialists; Fire Inspectors and Investigators
  // Hospitality, retail and travel.
  ["Hotel Manager", ["11-9081.00"]], // Lodging Managers
  ["Resort Manager", ["11-9081.00"]],
  ["Store Manager", ["41-1011.00"]], // First-Line Supervisors of Retail Sales Workers
  ["Retail Store Manager", ["41-1011.00"]],
  ["Showroom Manager", ["41-1011.00"]],
  ["Travel Consultant", ["41-3041.00"]], // Travel Agents (not a management consultant)
  ["Travel Executive", ["41-3041.00"]],
  ["Counsellor", ["21-1014.00", "21-1012.00"]], // Mental Health Counselors; Educational, Guidance, and Career Counselors and Advisors
  ["Counselor", ["21-1014.00", "21-1012.00"]],
  // Drivers and instructors.
  ["Driver", ["53-3054.00", "53-3033.00"]], // Taxi Drivers; Light Truck Drivers (not Pile Driver Operators)
  ["Car Driver", ["53-3053.00", "53-3054.00"]], // Shuttle Drivers and Chauffeurs; Taxi Drivers
  ["Cab Driver", ["53-3054.00"]],
  ["Driving Instructor", ["25-3021.00"]], // Self-Enrichment Teachers (O*NET files driving instructors here)
  ["Flight Instructor", ["53-2012.00"]], // Commercial Pilots (O*NET files flight instructors here)
  ["Ground Instructor", ["25-1194.00", "53-2012.00"]], // aviation ground school: vocational teaching of what commercial pilots must know
  ["ITI Instructor", ["25-1194.00"]], // Career/Technical Education Teachers, Postsecondary: trades taught for a job
  ["Craft Instructor", ["25-1194.00"]],
  ["Workshop Instructor", ["25-1194.00"]],
  ["Lab Instructor", ["25-9044.00"]], // Teaching Assistants, Postsecondary
  // Factory floor and field service.
  // Several readings: the playbook follows this one and names the others (AMBIGUOUS_TITLES in matching.ts).
  ["Technician", ["49-9071.00"]], // Maintenance and Repair Workers, General
  ["Machine Operator", ["51-4031.00", "51-9111.00"]], // Cutting, Punching, and Press Machine Setters, Operators, and Tenders; Packaging and Filling Machine Operators and Tenders
  ["Field Service Engineer", ["49-9041.00", "49-9062.00"]], // Industrial Machinery Mechanics; Medical Equipment Repairers
  ["Field Service Technician", ["49-9041.00", "49-9062.00"]],
];

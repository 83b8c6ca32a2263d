import type { Response } from "supertest";

/** A performance marketer's Resume Builder form: the API suites' standard build request. */
export const RESUME_FORM = {
  name: "Priya Sharma",
  email: "priya.sharma@example.com",
  phone: "+91 98765 43210",
  location: "Bengaluru, Karnataka",
  headline: "Performance Marketing Manager",
  summary: "Performance marketer with six years of paid acquisition across food delivery and fintech.",
  skills: ["Google Ads", "Meta Ads", "Google Analytics", "SQL"],
  target_role: "Growth Marketing Lead",
  target_company: "Razorpay",
  education: ["MBA (Marketing), NMIMS Mumbai, 2018"],
  experience: [
    {
      title: "Performance Marketing Manager",
      company: "Swiggy",
      location: "Bengaluru",
      start: "Jan 2021",
      end: "Present",
      bullets: ["Scaled paid acquisition to 1.2M installs a quarter at 18% lower CPI", "Responsible for managing a monthly budget of Rs 2 crore"],
    },
    { title: "Digital Marketing Executive", company: "PaySafe", location: "Bengaluru", start: "Jul 2018", end: "Dec 2020", bullets: ["Worked on Google Ads search campaigns for 3 products"] },
  ],
  projects: [{ name: "Attribution dashboard", link: "https://github.com/priyasharma/attribution", bullets: ["Built a Looker Studio dashboard joining Appsflyer and GA4 data"] }],
  instructions: "Keep it to one page.",
  existing_resume_text: "",
  reference_resume_text: "",
  focus_gaps: true,
};

/** supertest buffers binary bodies (the .docx) only when asked to: `.buffer(true).parse(binary)`. */
export function binary(res: Response, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on("data", (c: Buffer) => chunks.push(c));
  res.on("end", () => cb(null, Buffer.concat(chunks)));
}

import { behavioural as b, leadership as l, situational as s, technical as t, type QuestionTemplate, type RoleFamily } from "../question-bank-types";

// Questions every interview can draw on, and the fallback family for role titles we do not recognise.

/** STAR behavioural questions that fit any role. */
export const COMMON_BEHAVIOURAL: QuestionTemplate[] = [
  b("gen.b.challenge", "a difficult problem you solved", "Tell me about the most difficult problem you solved at work in the last two years. What made it hard and what was the result?", ["problem|challenge", "approach|analys|option", "decision", "result|outcome|impact", "learn"]),
  b("gen.b.failure", "a mistake or failure", "Describe a time you made a mistake or something you owned failed. What did you do about it?", ["mistake|fail|wrong", "own|responsib", "fix|recover", "learn", "changed|prevent"]),
  b("gen.b.conflict", "a disagreement with a colleague", "Tell me about a time you disagreed with a colleague or manager. How did you handle it?", ["disagree|conflict", "listen|understand|perspective", "data|evidence|reason", "compromise|agree|resolv", "relationship|outcome"]),
  b("gen.b.deadline", "delivering under a tight deadline", "Describe a time you had to deliver something important on a very tight deadline.", ["deadline", "priorit|plan", "trade-off|scope|cut", "communicat|stakeholder", "deliver|on time|result"]),
  b("gen.b.initiative", "something you did beyond your role", "Tell me about something you improved at work that nobody asked you to do.", ["notice|problem|opportunit", "initiative|proposed|own", "action|built|changed", "adoption|team", "result|impact"]),
  b("gen.b.feedback", "acting on tough feedback", "Tell me about a piece of critical feedback you received and what you did with it.", ["feedback", "reflect|understand", "changed|improv", "example", "result"]),
];

/** Junior candidates: projects, internships and learning speed. */
export const JUNIOR_QUESTIONS: QuestionTemplate[] = [
  b("gen.j.project", "a project you are proud of", "Tell me about an internship, college or personal project you are proud of. What was your part and what did you learn?", ["project|internship", "my role|i built|i did|responsib", "challenge|problem", "result|outcome", "learn"], ["junior"]),
  b("gen.j.learn_fast", "learning something new quickly", "Describe a time you had to learn a new tool or subject quickly to get something done.", ["learn", "resource|course|documentation|mentor|practice", "applied|used", "time|days|weeks", "result"], ["junior", "mid"]),
];

/** Senior candidates: people, influence and strategy in any role. */
export const SENIOR_QUESTIONS: QuestionTemplate[] = [
  l("gen.l.mentoring", "developing people", "Tell me about someone you mentored or managed who grew significantly. What did you do?", ["mentor|coach|manage", "goal|growth|strength", "feedback", "delegate|stretch|opportunit", "result|promot"]),
  l("gen.l.influence", "influencing without authority", "Describe a time you had to get a team you did not manage to change direction.", ["stakeholder|team", "data|evidence|business case", "understand|incentive|concern", "align|agree|buy-in", "outcome"]),
  l("gen.l.strategy", "setting direction", "What is a strategic decision you made that had a long-term effect on your team or business? How did you make it?", ["strategy|long-term|vision", "option|trade-off", "data|analysis", "risk", "result|impact"]),
  l("gen.l.underperformer", "handling underperformance", "Tell me about a time you had to deal with someone on your team who was underperforming.", ["expectation|goal", "feedback|conversation", "support|plan|pip", "follow up|review", "outcome"]),
];

export const MOTIVATION_WITH_COMPANY: QuestionTemplate = {
  id: "gen.m.company",
  kind: "motivation",
  topic: "why {company}",
  text: "Why do you want to work at {company} as a {role}, and what would you focus on in your first 90 days?",
  concepts: ["{company}", "product|customer|mission|business", "role|team", "first 90 days|plan|first month", "skill|experience|strength"],
};

export const MOTIVATION_NO_COMPANY: QuestionTemplate = {
  id: "gen.m.role",
  kind: "motivation",
  topic: "why this role",
  text: "Why are you interested in this {role} role, and what would you focus on in your first 90 days?",
  concepts: ["interest|motivat|passion", "skill|experience|strength", "role|team", "first 90 days|plan|first month", "learn|grow|impact"],
};

export const RESUME_QUESTION: QuestionTemplate = {
  id: "gen.r.item",
  kind: "resume",
  topic: "your work at {resume_item}",
  text: "Your resume mentions {resume_item}. Walk me through the most important thing you did there: the problem, your part in it, and what changed because of it.",
  concepts: ["{resume_item}", "problem|goal|challenge", "my role|i built|i led|i did|responsib", "result|impact|outcome"],
};

/** Skill questions that work for any role. */
export const SKILL_QUESTIONS: QuestionTemplate[] = [
  b("gen.s.skill_project", "a project where you used {skill}", "Tell me about a project where {skill} made the difference. What did you do, and what was the result?", ["{skill}", "problem|goal", "approach|how", "result|impact"]),
  t("gen.s.skill_depth", "depth in {skill}", "What is something about {skill} that most people get wrong, and how did you learn it?", ["{skill}", "mistake|misconception|common", "example", "learn"]),
];

export const GENERAL_FAMILY: RoleFamily = {
  id: "general",
  label: "General Professional",
  families: [],
  vocabulary: ["team", "project", "customer", "client", "manager", "stakeholder", "process", "deadline", "goal", "target", "result", "improv", "plan", "report", "problem", "deliver", "quality", "cost", "time"],
  tools: ["excel", "powerpoint", "google sheets", "jira", "sql", "crm", "erp", "sap", "slack", "notion"],
  questions: [
    b("gp.b.achievement", "your proudest achievement", "What is the achievement in your career you are proudest of? Walk me through what you did and what it changed.", ["goal|challenge", "action|i did|i led|i built", "obstacle", "result|impact|outcome"]),
    b("gp.b.process", "a process you improved", "Tell me about a way of working you improved for your team. How did you measure the difference?", ["problem|inefficien", "idea|solution|change", "team|adoption", "measure|time|cost|error", "result"]),
    t("gp.t.priorities", "juggling priorities", "How do you prioritise when several people need things from you at the same time?", ["priorit|urgent|important", "impact|deadline", "communicat|expectation", "plan|list|calendar", "trade-off|say no"]),
    t("gp.t.first90", "success in the role", "What does great performance look like in a {role} role in the first six months, and how would you measure it?", ["goal|objective", "metric|measure|kpi", "stakeholder|team", "learn|understand", "plan|milestone"]),
    s("gp.s.ambiguous_task", "an unclear assignment", "Your manager gives you an important task with very unclear instructions and is unavailable for a week. What do you do?", ["clarify|question|assumption", "stakeholder|colleague", "plan|break down", "check-in|update|communicat", "deliver"]),
    t("gp.t.skill", "using {skill} at work", "How have you used {skill} in your work? Give one concrete example and its result.", ["{skill}", "problem|task", "result|impact"]),
    l("gp.l.vision", "leading a team through change", "Tell me about a time you led a team through a major change. How did you bring people along?", ["change", "communicat|why", "concern|resist", "plan|milestone", "result"]),
  ],
};

import path from "node:path";
import { newPage, startE2e } from "../support/browser";
const fx = path.resolve("tests/fixtures");
const app = await startE2e();
try {
  const page = await newPage(app);
  await page.goto("/signup");
  await page.getByLabel("Full name").fill("Shot Taker");
  await page.getByLabel("Email").fill(`shot.${Date.now()}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("secret-pass");
  await page.getByLabel("Confirm Password").fill("secret-pass");
  await page.getByRole("button", { name: "Sign up" }).click();
  await page.waitForURL("**/dashboard");
  await page.goto("/resume-builder");
  await page.getByLabel("Resume file").setInputFiles(path.join(fx, "resumes/heading-variants.txt"));
  await page.getByRole("button", { name: "Upload resume" }).click();
  await page.getByRole("heading", { name: "Strengths" }).waitFor();
  await page.getByLabel("Benchmark resume").setInputFiles(path.join(fx, "resume-pairs/benchmarks/supply-chain-manager.txt"));
  await page.getByRole("button", { name: "Compare resumes" }).click();
  await page.getByRole("region", { name: "Comparison result" }).waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: "/tmp/rb-shots/8-compared.png", fullPage: false });
  // The lock: a free account with no promotion.
  const { database } = app;
  const p2 = await newPage(app);
  await p2.goto("/signup");
  const email = `lock.${Date.now()}@example.com`;
  await p2.getByLabel("Full name").fill("Free User");
  await p2.getByLabel("Email").fill(email);
  await p2.getByLabel("Password", { exact: true }).fill("secret-pass");
  await p2.getByLabel("Confirm Password").fill("secret-pass");
  await p2.getByRole("button", { name: "Sign up" }).click();
  await p2.waitForURL("**/dashboard");
  void database;
  await p2.route("**/api/v1/subscription", (route) =>
    route.fulfill({ json: { planId: "free", activatedAt: new Date().toISOString(), usage: { jobMatches: { date: "2026-01-01", count: 0 }, resumeScores: { date: "2026-01-01", count: 0 }, mockInterviews: { month: "2026-01", count: 0 }, resumeBuilds: { month: "2026-01", count: 0 } } } }),
  );
  await p2.goto("/resume-builder");
  await p2.getByText("Resume Builder lives in Starter").waitFor();
  await p2.waitForTimeout(800);
  await p2.screenshot({ path: "/tmp/rb-shots/7-lock.png", fullPage: false });
} finally {
  await app.stop();
}

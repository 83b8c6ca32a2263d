import { describe, expect, it } from "vitest";
import { applyMetaOf, buildPosting, deriveSeniority, deriveWorkMode, parseDate, portalOf, safeLink, workModeFrom } from "./derive";
import { greenhouseContentToText, htmlToText } from "../../lib/html-text";
import { CONNECTORS } from ".";
import { getJson } from "./http";

describe("HTML to text", () => {
  it("drops scripts, styles and comments, keeps list items as bullets and decodes entities once", () => {
    const text = htmlToText("<style>p{}</style><p>Hello &amp; welcome</p><!-- x --><ul><li>SQL</li><li>Excel &lt;b&gt;</li></ul><script>alert(1)</script>");
    expect(text).toBe("Hello & welcome\n\n• SQL\n\n• Excel <b>");
    expect(text).not.toContain("alert");
  });
  it("unescapes Greenhouse's escaped HTML before stripping it", () => {
    expect(greenhouseContentToText("&lt;p&gt;Build &amp;amp; ship&lt;/p&gt;")).toBe("Build & ship");
  });
});

describe("derived fields", () => {
  it("reads the work mode from the title and location first, then the text", () => {
    expect(deriveWorkMode("Data Analyst (Remote)", null, "")).toBe("remote");
    expect(deriveWorkMode("Engineer", "Pune - Hybrid", "fully remote team")).toBe("hybrid");
    expect(deriveWorkMode("Engineer", "Pune", "This role is remote-first.")).toBe("remote");
    expect(deriveWorkMode("Engineer", "Pune", "This is not a remote role; on-site in Pune.")).toBe("onsite");
    expect(deriveWorkMode("Engineer", "Pune", "")).toBe("onsite");
    expect(workModeFrom("OnSite")).toBe("onsite");
    expect(workModeFrom("unspecified")).toBeNull();
  });
  it("guesses seniority from the title", () => {
    expect(deriveSeniority("Sr. Data Engineer")).toBe("senior");
    expect(deriveSeniority("Associate Product Manager")).toBe("junior");
    expect(deriveSeniority("Head of Growth")).toBe("lead");
    expect(deriveSeniority("Data Engineer")).toBe("mid");
  });
  it("parses ISO, zoneless ISO (UTC), epoch seconds and milliseconds, and rejects nonsense", () => {
    expect(parseDate("2026-11-17T10:23:26")?.toISOString()).toBe("2026-11-17T10:23:26.000Z");
    expect(parseDate(1763280000)?.toISOString()).toBe(new Date(1763280000000).toISOString());
    expect(parseDate("1763280000000")?.toISOString()).toBe(new Date(1763280000000).toISOString());
    expect(parseDate("yesterday")).toBeNull();
    expect(parseDate("1970-01-01T00:00:00Z")).toBeNull();
  });
  it("keeps only http(s) links", () => {
    expect(safeLink("javascript:alert(1)")).toBeNull();
    expect(safeLink("https://jobs.lever.co/x")).toBe("https://jobs.lever.co/x");
  });
});

describe("the portal of a posting", () => {
  it("is read from the apply link's host", () => {
    expect(portalOf("https://boards.greenhouse.io/kalpaka/jobs/4012345")).toBe("greenhouse");
    expect(portalOf("https://job-boards.eu.greenhouse.io/kalpaka/jobs/4012345")).toBe("greenhouse");
    expect(portalOf("https://jobs.lever.co/nimbus/5b1e9c1a-7d3f-4a57-b1a4-2f0d3c9e7a11")).toBe("lever");
    expect(portalOf("https://apply.workable.com/tarang/j/ABC123/")).toBe("workable");
    expect(portalOf("https://career2.successfactors.eu/career?company=acme&career_job_req_id=77")).toBe("successfactors");
    expect(portalOf("https://www.naukri.com/job-listings-accounts-executive-123")).toBe("naukri");
    expect(portalOf("https://www.shine.com/jobs/analyst/123")).toBe("shine");
    expect(portalOf("https://in.linkedin.com/jobs/view/123")).toBe("linkedin");
    expect(portalOf("https://remotive.com/remote-jobs/software-dev/senior-react-developer-1983321")).toBe("other");
    // A look-alike host is not the portal.
    expect(portalOf("https://notgreenhouse.io/kalpaka/jobs/1")).toBe("other");
    expect(portalOf("not a link")).toBe("other");
  });

  it("brings the Greenhouse or Lever ids the application API needs when the link names them", () => {
    expect(applyMetaOf("https://boards.greenhouse.io/kalpaka/jobs/4012345?gh_src=remotive", "greenhouse")).toEqual({ board_token: "kalpaka", job_id: "4012345" });
    expect(applyMetaOf("https://boards.greenhouse.io/embed/job_app?for=tarang&token=998877", "greenhouse")).toEqual({ board_token: "tarang", job_id: "998877" });
    expect(applyMetaOf("https://jobs.lever.co/nimbus/5b1e9c1a-7d3f-4a57-b1a4-2f0d3c9e7a11/apply", "lever")).toEqual({ company: "nimbus", posting_id: "5b1e9c1a-7d3f-4a57-b1a4-2f0d3c9e7a11" });
    expect(applyMetaOf("https://boards.greenhouse.io/kalpaka", "greenhouse")).toEqual({});
    expect(applyMetaOf("https://apply.workable.com/tarang/j/ABC123/", "workable")).toEqual({});
  });

  it("keeps the board's own portal and ids when a connector gives them", () => {
    const p = buildPosting({
      source: "greenhouse",
      external_id: "kalpaka:1",
      title: "Data Analyst",
      company: "Kalpaka",
      location: "Pune",
      description: "",
      apply_link: "https://kalpaka.example.com/careers/1",
      portal: "greenhouse",
      apply_meta: { board_token: "kalpaka", job_id: "1" },
      posted_at: null,
    });
    expect(p).toMatchObject({ portal: "greenhouse", apply_meta: { board_token: "kalpaka", job_id: "1" } });
  });

  /** A fetch that answers every request with `body`, so a connector runs without a network. */
  const answering = (body: unknown) => ({ fetch: (async () => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } })) as typeof fetch });
  const links = {
    greenhouse: "https://boards.greenhouse.io/kalpaka/jobs/4012345",
    lever: "https://jobs.lever.co/nimbus/5b1e9c1a-7d3f-4a57-b1a4-2f0d3c9e7a11",
    workable: "https://apply.workable.com/tarang/j/ABC123/",
    other: "https://careers.example.com/jobs/9",
  };

  it("Remotive, Arbeitnow and Ashby postings go through the portal their apply link is on", async () => {
    const remotive = await CONNECTORS.remotive.fetchPostings(
      { connector: "remotive" },
      answering({ jobs: Object.entries(links).map(([k, url], i) => ({ id: i + 1, title: `Analyst ${k}`, company_name: "Acme", url, description: "<p>SQL</p>" })) }),
    );
    const arbeitnow = await CONNECTORS.arbeitnow.fetchPostings(
      { connector: "arbeitnow", max_pages: 1 },
      answering({ data: Object.entries(links).map(([k, url]) => ({ slug: `analyst-${k}`, title: `Analyst ${k}`, company_name: "Acme", location: "Berlin", url, description: "SQL" })), links: {} }),
    );
    const ashby = await CONNECTORS.ashby.fetchPostings(
      { connector: "ashby", name: "acme" },
      answering({ jobs: Object.entries(links).map(([k, url], i) => ({ id: `job-${i}`, title: `Analyst ${k}`, location: "Pune", applyUrl: url, descriptionPlain: "SQL" })) }),
    );
    for (const list of [remotive, arbeitnow, ashby]) {
      expect(list.map((p) => p.portal)).toEqual(["greenhouse", "lever", "workable", "other"]);
      expect(list[0]!.apply_meta).toEqual({ board_token: "kalpaka", job_id: "4012345" });
      expect(list[1]!.apply_meta).toEqual({ company: "nimbus", posting_id: "5b1e9c1a-7d3f-4a57-b1a4-2f0d3c9e7a11" });
    }
    // Ashby keeps its own ids where the link is not a portal with an application API.
    expect(ashby[3]!.apply_meta).toEqual({ job_board_name: "acme", job_id: "job-3" });
  });
});

describe("reading a board over HTTP", () => {
  const reset = () => Object.assign(new TypeError("fetch failed"), { cause: new Error("other side closed") });

  it("tries once more when the connection fails, as a reused kept-alive socket can", async () => {
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 1) throw reset();
      return new Response(JSON.stringify({ jobs: [] }), { status: 200 });
    };
    expect(await getJson("http://board.test/jobs", { fetch: flaky as typeof fetch })).toEqual({ jobs: [] });
    expect(calls).toBe(2);
  });

  it("names the board's URL when the second try fails too, and never repeats a timeout", async () => {
    let calls = 0;
    const down = async () => {
      calls += 1;
      throw reset();
    };
    await expect(getJson("http://board.test/jobs", { fetch: down as typeof fetch })).rejects.toThrow("http://board.test/jobs could not be reached: fetch failed");
    expect(calls).toBe(2);

    calls = 0;
    const slow = async () => {
      calls += 1;
      throw Object.assign(new Error("timed out"), { name: "TimeoutError" });
    };
    await expect(getJson("http://board.test/jobs", { fetch: slow as typeof fetch, timeoutMs: 50 })).rejects.toThrow("did not answer within 50 ms");
    expect(calls).toBe(1);
  });
});

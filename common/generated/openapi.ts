export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Report whether the service and its database are ready */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Report that the process is running (liveness)
         * @description Answers 200 as long as the process can answer at all; it checks nothing else, so a supervisor restarts the
         *     process only when it is stuck, never because the database is away.
         */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Report whether this process should receive traffic (readiness)
         * @description 200 once migrations are done and while the database answers; 503 while the process drains after SIGTERM
         *     (it still finishes the requests it has) or when the database is unreachable. Load balancers route by it.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account and start a session */
        post: operations["signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with email and password */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for new tokens
         * @description The refresh token is rotated. Presenting an already-used refresh token revokes every token of its family.
         */
        post: operations["refreshSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the session and revoke its refresh token
         * @description Ends the session of the access token: it stops working at once on this server process and within a few
         *     seconds (`SESSION_CACHE_SECONDS`) on every other. A `refresh_token` sent along ends its own session too, if
         *     it is the caller's.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user (verifies the session) */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the account's name or email
         * @description Changes the name, the email, or both; a field left out keeps its value. A new email address needs the
         *     account's `current_password` (a wrong one answers `403`; after 5 wrong passwords in 15 minutes the check
         *     answers `429` until the window ends). An address another account uses answers `409`. The email is stored
         *     trimmed and in lower case, and is the one to log in with from then on.
         */
        patch: operations["updateProfile"];
        trace?: never;
    };
    "/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password and end every other session
         * @description Checks `current_password` (a wrong one answers `403`; after 5 wrong passwords in 15 minutes the check
         *     answers `429`), applies the password policy (at least 6 characters, different from the current one) and
         *     stores the new password. Every other session of the account ends: their access tokens stop working at once
         *     on this server process and within `SESSION_CACHE_SECONDS` on every other, and their refresh tokens are
         *     refused. The session that made the change stays signed in.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's notification and privacy preferences
         * @description An account that never saved its preferences gets the defaults (`updated_at` null).
         */
        get: operations["getPreferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change some or all of the preferences
         * @description Only the switches sent change; the rest keep their stored (or default) values.
         */
        patch: operations["updatePreferences"];
        trace?: never;
    };
    "/resume/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a resume (PDF, DOCX or TXT) and extract details and skills
         * @description The file type is detected from its bytes, not its name: PDF, DOCX and plain text are accepted, anything
         *     else answers 415. Files over 6 MB are refused with 413; a scanned (image-only), damaged or empty file
         *     answers 422 with a `detail` saying why. Each parse is kept as the user's latest resume, with an id
         *     (`resume_id`) and its structured `document`: every other tool takes the id instead of the text again.
         *     Parsing is free: it uses none of the plan's quotas.
         */
        post: operations["uploadResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's latest stored resume (the one tools use when no resume_id is given)
         * @description The newest resume the user stored (uploaded in Job Search or the Resume Builder, or written in the builder),
         *     as its structured document, with its id to pass as `resume_id`. Interview setup offers to base its questions
         *     on it. A user who has stored none gets 404 with a `detail`.
         */
        get: operations["getLatestResume"];
        put?: never;
        /**
         * Store a resume written in the Resume Builder (no file behind it)
         * @description Stores the structured document as a new resume of the user and answers its id, which every tool then
         *     takes (`resume_id`). It becomes the user's latest resume. An empty document answers 400.
         */
        post: operations["createResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resume/{resumeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored resume as its structured document
         * @description The resume as it was parsed once on upload (or as last edited in the Resume Builder): contact, summary,
         *     experience with bullets, education, projects, certifications, skills and languages. Another user's id, or
         *     an id that does not exist, answers 404.
         */
        get: operations["getResume"];
        /**
         * Save the Resume Builder's edits to a stored resume
         * @description The document replaces the stored one exactly as sent (strings trimmed, blank items and blank entries
         *     dropped; nothing reordered), so reading it back gives the form that was edited. Job search, job match,
         *     cover letters and interviews that use this resume see the edit.
         */
        put: operations["updateResume"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the job index for postings that match the given skills
         * @description Keywords are the comma-separated `query` (cleaned as the workspace does: lowercased, stop words and
         *     duplicates dropped, at most 8). Results are ranked for the person searching: their latest uploaded resume
         *     (its job title's role family and level, or years of experience) when the keywords are about it, else a role
         *     the keywords name. Each posting's `score` (0–100) combines the role family and level fit, how closely its
         *     title matches the person's own job title (or a keyword), the share of the query's skills it asks for,
         *     full-text relevance, freshness and where it is. `relevant` marks a 'Relevant match': a posting of the
         *     person's own role family, within a level of theirs, not far from the place searched, asking for at least two
         *     of their skills, whose title names no rival of their role and, when their own title is known, is close to it
         *     or asks for three of their skills (a score of 70 or more when the family is unknown). `why` says so on each
         *     posting.
         *
         *     `location` understands "City", "City, State", "City, State PIN", a PIN code, states, countries, metro
         *     regions (Navi Mumbai and Thane with Mumbai; Noida and Gurugram with Delhi NCR), old and new names
         *     (Bangalore/Bengaluru, Gurgaon/Gurugram, Bombay/Mumbai), 'Remote' / 'Work from home' (optionally with a
         *     country) and 'Anywhere'; a blank location means anywhere. A place is searched with its metro region, cities
         *     within about 220 km and remote postings open to candidates in its country; when that leaves few good
         *     matches, postings elsewhere in the country follow. Every posting not in the place itself is labelled
         *     (`why.place_note`), and `place` says which place was used. Each search uses one of the plan's daily job
         *     matches.
         */
        get: operations["searchJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a mock interview session */
        post: operations["startInterview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview/next": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit an answer; get its score, feedback and the next question */
        post: operations["answerInterviewQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish the interview and get the overall score, section scores and summary */
        post: operations["finishInterview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview/voice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Today's voice practice minutes on the user's plan
         * @description Voice practice (questions read aloud, answers spoken) is counted in seconds of spoken answer per day, in the
         *     user's own day (the account's time zone, as every daily quota). Pro has 30 minutes a day, Pro Plus 60; Free
         *     and Starter have none (`available: false`, `daily_minutes: 0`): they type their answers.
         */
        get: operations["getVoiceAllowance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's saved interview results
         * @description Finished interviews the user saved with Save Results, the most recently saved first (at most 50).
         */
        get: operations["listInterviewSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One interview of the user, with its answers, scores and summary
         * @description Any interview of the user, saved or not, finished or not (an unfinished one has no scores yet).
         */
        get: operations["getInterviewSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interview/sessions/{sessionId}/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a finished interview's results (Save Results)
         * @description Marks a finished interview as saved under a title, so it can be reopened from the dashboard. Saving again
         *     renames it. Without a `title` the interview keeps the one it has, or gets "<role> mock interview".
         *     An interview that is not finished yet answers `409`.
         */
        post: operations["saveInterviewResults"];
        /**
         * Remove an interview from the saved results
         * @description The interview and its score stay (the score chart still shows it); it just leaves the saved list.
         */
        delete: operations["unsaveInterviewResults"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resume-builder/ingest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Analyse an existing resume and fill the builder form
         * @description Either a file (`resume_file`, parsed once and stored as a new resume) or a resume already stored
         *     (`resume_id`, for example the one uploaded in Job Search: nothing is parsed again). The answer carries the
         *     resume's `resume_id` and its `document`, which the builder's form shows and edits (`PUT /resume/{id}`).
         *     With both, the id is used. With neither, 400; an id that is not the user's, 404.
         */
        post: operations["ingestResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resume-builder/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Compare the candidate's resume with a benchmark resume
         * @description The candidate is the stored resume `resume_id` (its document as last saved; preferred), else the pasted
         *     `candidate_text`. One of the two is needed (400 otherwise); an id that is not the user's answers 404.
         */
        post: operations["compareResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resume-builder/build": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Build an ATS-friendly resume as markdown
         * @description Builds from the stored resume `resume_id` (its document as last saved in the builder); the form fields and
         *     `existing_resume_text` are then not read (the targets, instructions, reference and `focus_gaps` are). Without
         *     an id, from the form fields, with `existing_resume_text` filling what they leave empty. The answer has the
         *     markdown and the same resume as a structured `document` to display. An id that is not the user's: 404.
         */
        post: operations["buildResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resume-builder/build/docx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Build the ATS resume as a Word document */
        post: operations["buildResumeDocx"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resume-builder/drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's saved Resume Builder drafts
         * @description Every draft of the user (at most 50), the most recently updated first, without their forms.
         */
        get: operations["listResumeDrafts"];
        put?: never;
        /**
         * Save the builder's form as a new draft (Save Draft)
         * @description Stores the form exactly as sent (nothing is trimmed or split), so opening the draft gives back the same
         *     form. A user keeps at most 50 drafts; the 51st answers `409`.
         */
        post: operations["createResumeDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resume-builder/drafts/{draftId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One draft with its form (owner only) */
        get: operations["getResumeDraft"];
        /**
         * Save the form over an existing draft
         * @description Replaces the draft's name and form (stored exactly as sent) and moves its `updated_at`.
         */
        put: operations["updateResumeDraft"];
        post?: never;
        /** Delete a draft */
        delete: operations["deleteResumeDraft"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resume-builder/build/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Build the ATS resume as a print-ready PDF
         * @description The same resume as the Word file, in the chosen template (`template`, classic when absent): one column of
         *     real, selectable text with embedded fonts. The same resume again (a PDF after the Word file, or the other
         *     way round) does not use another monthly build. A template the plan does not include answers 402.
         */
        post: operations["buildResumePdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resume-builder/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ATS resume templates, and which the user's plan includes */
        get: operations["listResumeTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's recent role playbooks, newest first */
        get: operations["listPlaybooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notes/{noteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the user's playbooks (owner only) */
        get: operations["getPlaybook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tips/weekly": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This week's career tips, written from the user's own activity
         * @description Up to five tips for the ISO week: skill gaps the user's resume comparisons kept finding, the interview
         *     section they score lowest in, applications that have gone quiet or have a next step due, and new postings
         *     that fit their resume; evergreen tips fill a quiet week. Written once a week and kept, so the dashboard and
         *     the Monday email (sent when the server has SMTP configured and Weekly Career Tips is on) say the same thing.
         */
        get: operations["getWeeklyTips"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notes/focus-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which focus areas fit the target role, before a playbook is generated
         * @description Reads the role as the playbook would and says, for each focus area, whether it is part of the role
         *     (`fits`), a topic only of other roles (`other_role`: "product strategy" for a staff nurse), or something the
         *     library knows nothing about for this role (`unknown`: its deep dive would be general). `suggestions` are the
         *     role's own topics not already chosen. Free: no quota is used.
         */
        get: operations["checkNotesFocus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notes/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generate a role playbook (study notes) */
        post: operations["generateNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notes/{noteId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a playbook as PDF (owner only) */
        get: operations["downloadNotesPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auto-apply/consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's Auto-Apply consent */
        get: operations["getAutoApplyConsent"];
        put?: never;
        /**
         * Grant or revoke Auto-Apply consent
         * @description Granting records the time, the client's IP address and the version of the consent text (`consent_version`, default the current one); a version the server does not know is refused with 422. Revoking switches Auto-Apply off immediately, whatever version is sent. Every grant and revoke is kept for audit.
         */
        post: operations["updateAutoApplyConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auto-apply/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's Auto-Apply settings */
        get: operations["getAutoApplySettings"];
        put?: never;
        /**
         * Save Auto-Apply settings
         * @description Enabling requires active consent. Locations and roles are trimmed and de-duplicated; portals left out are off. Saving enabled settings starts a run in the background.
         */
        post: operations["updateAutoApplySettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auto-apply/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The log of Auto-Apply attempts, newest first */
        get: operations["listAutoApplyApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auto-apply/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run Auto-Apply now
         * @description Starts a run for the signed-in user outside the schedule (runs also start on a schedule and after enabled settings are saved). With background workers it is queued (`status: queued`, counts 0); without them it runs before answering (`status: completed`, with counts). Either way the attempts appear in the applications log.
         */
        post: operations["runAutoApplyNow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auto-apply/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Auto-Apply's run history, newest first, each run explaining itself
         * @description Every run that went ahead (scheduled, after saving enabled settings, or Run now) with how many new postings it considered, how many it submitted, prepared for the user ("ready for you"), failed on and skipped, and why each skipped posting was skipped, grouped by reason with a few examples. Every considered posting is in exactly one bucket: considered = submitted + ready_for_you + failed + skipped. When nothing could be done, `hint` says what to change.
         */
        get: operations["listAutoApplyRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auto-apply/screening": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The facts used to answer the usual screening questions
         * @description Notice period, current and expected CTC (in lakhs per annum), years of experience, work authorisation and willingness to relocate. Facts a resume cannot show; null until the user gives them. Application packs read them when shown, so filling one in answers it in every pack.
         */
        get: operations["getScreeningProfile"];
        /** Save the facts used to answer screening questions */
        put: operations["updateScreeningProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The plan catalogue with prices in rupees and usage limits, and the payment set-up
         * @description Every plan, and `payments`: the provider and the server's public Razorpay key id (null when the
         *     server has no payment keys), so the checkout can warn about a missing key as soon as it opens.
         */
        get: operations["listPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's plan and usage
         * @description `planId` is the plan in effect: while the launch promotion is on, a Free or Starter account is
         *     treated as the promotion's plan. Daily counters follow the user's local date and monthly ones the
         *     local month, in the account's time zone; send `X-Time-Zone` to report it (see the parameter).
         */
        get: operations["getSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Billing tab - the plan in effect, its paid period, usage this period and payment history
         * @description The plan in effect and how the user has it (`free`, the launch `promotion`, or `paid`), the paid period
         *     (a paid plan covers a month from its payment; plans are paid month by month and never charged
         *     automatically), the usage counters of the current day and month (as `GET /subscription`), and every
         *     payment of the user, newest first. Amounts are in paise.
         */
        get: operations["getBillingSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a Razorpay order for a plan
         * @description The amount comes from the server's plan catalogue, never from the client, less the unused days of the
         *     user's current paid plan (`GET /billing/quote` shows the same figure). A change the credit pays for in
         *     full answers 409; make it with `POST /billing/change`.
         */
        post: operations["createPaymentOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What changing to a plan costs now, pro-rated
         * @description The plan's monthly price less what the unused days of the user's current paid plan are worth (its
         *     monthly price per day left). `amount_due` is what checkout charges; 0 means the credit pays for the new
         *     plan (a downgrade part-way through a paid month), which `POST /billing/change` makes at once, with the
         *     credit left over as extra days. Amounts in paise. Plans are paid month by month, never charged
         *     automatically; a paid plan ends at `paid_through` unless paid again.
         */
        get: operations["getPlanChangeQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change plan at once when the current plan's unused days pay for it
         * @description For a change whose quote has `amount_due` 0: the new plan starts now, paid through the quote's
         *     `paid_through`, and the usage counters start again. A change that costs money answers 402 and goes
         *     through checkout (`POST /billing/orders`).
         */
        post: operations["changePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify a payment's signature and activate the plan */
        post: operations["verifyPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Razorpay webhook (payment.captured, order.paid)
         * @description Verified with the X-Razorpay-Signature header (HMAC-SHA256 of the raw body with the webhook secret).
         *     The same event delivered twice changes nothing (keyed by X-Razorpay-Event-Id). Events other than
         *     payment.captured and order.paid are acknowledged and ignored.
         */
        post: operations["handleRazorpayWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's plan, usage and recent activity
         * @description Everything the dashboard shows in one call: the plan in effect with usage against its limits, and
         *     recent activity from each tool. A section whose feature has no data yet is an empty list.
         */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saved-jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The postings the user keeps in their tracker (saved state for job cards)
         * @description Every tracked application that came from a posting in the job index (saved from a job card, or found by
         *     Auto-Apply), newest first, with its tracker status: what a job card needs to show "Saved" or "Applied".
         */
        get: operations["listSavedJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saved-jobs/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save a posting from the job index (Save on a job card)
         * @description Keeps a snapshot of the posting (title, company, location, description, skills, link) as an application
         *     with status `saved`, so it survives re-ingestion and expiry of the posting. Saving a posting that is
         *     already tracked answers the application it has.
         */
        put: operations["saveJob"];
        post?: never;
        /**
         * Unsave a posting (while it is still only saved)
         * @description Removes the saved posting from the tracker. A posting the user has moved on with (applied, interviewing…)
         *     answers `409`: remove it from the tracker instead (`DELETE /applications/{applicationId}`).
         */
        delete: operations["unsaveJob"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The application tracker, filtered and sorted
         * @description Every application of the user: saved postings, every Auto-Apply submission and every posting Auto-Apply
         *     prepared for the user ("ready for you"), and any added by hand. `counts` are per status over all of the
         *     user's applications (not only the filtered ones).
         */
        get: operations["listApplications"];
        put?: never;
        /**
         * Track an application that did not come from the job index
         * @description A posting found elsewhere (a referral, a company's careers page), tracked like any other.
         */
        post: operations["createApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts per status and the latest of everything the user built (for the dashboard) */
        get: operations["getApplicationsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tracker as a CSV file (same filters and order as the list) */
        get: operations["exportApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/{applicationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One application with its posting, history, match reports and cover letters */
        get: operations["getApplication"];
        put?: never;
        post?: never;
        /**
         * Remove an application from the tracker
         * @description Its match reports and cover letters stay (they no longer point at it). An Auto-Apply log entry stays in the log.
         */
        delete: operations["deleteApplication"];
        options?: never;
        head?: never;
        /**
         * Move an application or edit its details (each change joins its history)
         * @description Any subset of the fields. A status change is recorded in the history with its time; moving to `applied`
         *     sets `applied_at` (unless given). Marking a "ready for you" posting from Auto-Apply as applied also marks it
         *     in the Auto-Apply log.
         */
        patch: operations["updateApplication"];
        trace?: never;
    };
    "/applications/{applicationId}/pack/resume.docx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tailored resume of an Auto-Apply application pack, as Word
         * @description The resume Auto-Apply tailored for this posting from the user's stored resume (the Resume Builder's writer and Classic template; it brings forward the skills the posting asks for that the resume shows, and never adds experience). 404 when the application has no pack.
         */
        get: operations["downloadApplicationPackDocx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/{applicationId}/pack/resume.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tailored resume of an Auto-Apply application pack, as PDF */
        get: operations["downloadApplicationPackPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's match reports, newest first (at most 50) */
        get: operations["listJobMatches"];
        put?: never;
        /**
         * Match the user's resume against a job description (pasted or a saved job)
         * @description Scores the resume against the job (0–100) and explains the score: required and nice-to-have skills
         *     present and missing, title and seniority fit, years of experience asked vs shown, education asked, and
         *     keyword gaps ranked by importance. The resume is `resume_text` when given, else the latest resume the
         *     user uploaded. The job is `application_id` (a tracked posting) or `job_description`. Uses one of the
         *     plan's daily resume scores (SPEC section 9); the report is stored and can be reopened.
         */
        post: operations["createJobMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-matches/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Match the user's resume against an uploaded job description (PDF, DOCX or TXT)
         * @description The file is read in the sandboxed document reader, then matched as `createJobMatch` does (the resume is `resume_id`, else `resume_text`, else the latest upload). Uses one daily resume score.
         */
        post: operations["createJobMatchFromFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-matches/{reportId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reopen a match report */
        get: operations["getJobMatch"];
        put?: never;
        post?: never;
        /** Delete a match report */
        delete: operations["deleteJobMatch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cover-letters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's cover letters, most recently changed first (at most 50) */
        get: operations["listCoverLetters"];
        put?: never;
        /**
         * Write a cover letter for a job from the user's resume
         * @description A deterministic offline writer that states only facts found in the resume and the job, in one of the four
         *     tones (concise, friendly, detailed, coach-like). When an LLM is configured it may polish the wording; a
         *     sentence is kept only when the fact guard finds nothing in it that the offline sentence did not say. The
         *     resume is `resume_text` when given, else the latest resume the user uploaded; the job is `application_id`
         *     or `job_description` (with `job_title` and `company`). The letter is stored and can be edited.
         */
        post: operations["createCoverLetter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cover-letters/{letterId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reopen a cover letter */
        get: operations["getCoverLetter"];
        put?: never;
        post?: never;
        /** Delete a cover letter */
        delete: operations["deleteCoverLetter"];
        options?: never;
        head?: never;
        /** Save the user's edits to a cover letter */
        patch: operations["updateCoverLetter"];
        trace?: never;
    };
    "/cover-letters/{letterId}/docx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a cover letter as a Word document */
        get: operations["downloadCoverLetterDocx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description An RFC 9457 problem. `detail` is written to be shown to the user. */
        Problem: {
            /**
             * @description A URI naming the kind of problem.
             * @example https://hirewise.app/problems/validation
             */
            type: string;
            /** @example Bad Request */
            title: string;
            /** @example 400 */
            status: number;
            /** @example Email must be a valid email address. */
            detail: string;
            /** @description The request id, to quote when reporting a problem. */
            instance?: string;
            /** @description One entry per invalid field. */
            errors?: {
                path: string;
                message: string;
            }[];
            /** @description On quota problems, the user's plan name. */
            plan?: string;
            /** @description On quota problems, the plan's limit. */
            limit?: number;
        };
        Health: {
            /** @enum {string} */
            status: "ok";
            version: string;
            /** @enum {string} */
            database: "ok";
            /** Format: date-time */
            time: string;
        };
        Liveness: {
            /** @enum {string} */
            status: "ok";
            /** @description Seconds since the process started. */
            uptime_seconds: number;
        };
        Readiness: {
            /** @enum {string} */
            status: "ready";
            /** @enum {string} */
            database: "ok";
        };
        SignupRequest: {
            name: string;
            /** Format: email */
            email: string;
            password: string;
        };
        LoginRequest: {
            /** Format: email */
            email: string;
            password: string;
        };
        RefreshRequest: {
            refresh_token: string;
        };
        LogoutRequest: {
            refresh_token?: string;
        };
        User: {
            /** Format: uuid */
            id: string;
            /** Format: email */
            email: string;
            name: string;
            plan?: components["schemas"]["PlanId"];
            /** Format: date-time */
            created_at?: string;
        };
        AuthResponse: {
            /** @description A JWT to send as a Bearer token. */
            access_token: string;
            /** @description An opaque token for `POST /auth/refresh`; single use. */
            refresh_token: string;
            /** @enum {string} */
            token_type?: "Bearer";
            /** @description Seconds until the access token expires. */
            expires_in?: number;
            user: components["schemas"]["User"];
        };
        UpdateProfileRequest: {
            name?: string;
            /** Format: email */
            email?: string;
            /** @description The account's password; required when `email` changes the address. */
            current_password?: string;
        };
        ChangePasswordRequest: {
            current_password: string;
            /** @description At least 6 characters, and not the current password. */
            new_password: string;
        };
        PasswordChanged: {
            /** @description How many other sessions (signed-in browsers and devices) were ended. */
            other_sessions_ended: number;
        };
        /**
         * @description Notification and privacy switches. `email_notifications` is the master switch for email: with it off no
         *     email is sent whatever the other email switches say. Read them on the server with
         *     `preferencesFor(userId)` and `wantsEmail(preferences, kind)` (server/src/modules/account).
         */
        Preferences: {
            /**
             * @description Keep the profile hidden from recruiters and employers.
             * @default false
             */
            private_profile: boolean;
            /**
             * @description Any email at all (the master switch).
             * @default true
             */
            email_notifications: boolean;
            /** @default true */
            job_alert_emails: boolean;
            /** @default true */
            application_update_emails: boolean;
            /** @default false */
            product_news_emails: boolean;
            /**
             * @description The weekly AI career tips digest.
             * @default true
             */
            weekly_tips_emails: boolean;
            /** @default true */
            push_job_alerts: boolean;
            /** @default true */
            push_messages: boolean;
            /**
             * Format: date-time
             * @description When they were last saved; null while they are the defaults.
             */
            updated_at: string | null;
        };
        /** @description Any of the switches; those left out keep their values. */
        PreferencesUpdate: {
            private_profile?: boolean;
            email_notifications?: boolean;
            job_alert_emails?: boolean;
            application_update_emails?: boolean;
            product_news_emails?: boolean;
            weekly_tips_emails?: boolean;
            push_job_alerts?: boolean;
            push_messages?: boolean;
        };
        ResumeSection: {
            /** @description Normalised section name (contact, summary, experience, education, skills, projects, certifications, other). */
            name: string;
            /** @description The heading as written in the resume ("WORK HISTORY"); empty for the untitled block at the top. */
            heading?: string;
            text: string;
        };
        ParsedResume: {
            name: string | null;
            email: string | null;
            phone?: string | null;
            /** @description The candidate's location as written on the resume. */
            address: string | null;
            /** @description One line per role, "Title, Company (Start – End)". */
            experience: string[];
            /** @description Canonical skill names from the Hirewise taxonomy. */
            skills: string[];
            /** @description The candidate's city or region as written ("Bangalore", "Pune, Maharashtra"); null when the resume gives none. */
            location?: string | null;
            /** @description The line under the name that says what the candidate does ("Data Analyst | SQL, Power BI"), when present. */
            headline?: string | null;
            /** @description The profile or summary paragraph, when present. */
            summary?: string | null;
            /** @description One line per qualification as written. */
            education?: string[];
            /** @description Profile and portfolio links found in the resume (LinkedIn, GitHub, personal site). */
            links?: string[];
        };
        ResumeContact: {
            name: string;
            email: string;
            phone: string;
            location: string;
            headline: string;
            links: string[];
        };
        /**
         * @description A resume as one structured document, parsed once from the upload and edited in the Resume Builder. Every
         *     field is present; what the resume does not say is empty. Lists keep the resume's order.
         */
        ResumeDocument: {
            contact: components["schemas"]["ResumeContact"];
            summary: string;
            experience: components["schemas"]["ExperienceEntry"][];
            /** @description One qualification per line, as written. */
            education: string[];
            projects: components["schemas"]["ProjectEntry"][];
            certifications: string[];
            skills: string[];
            languages: string[];
        };
        ResumeDocumentInput: {
            document: components["schemas"]["ResumeDocument"];
        };
        StoredResume: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            origin: "job_search" | "resume_builder";
            file_name: string | null;
            /** @description pdf, docx, txt or rtf; null for a resume written in the builder. */
            file_kind: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            document: components["schemas"]["ResumeDocument"];
        };
        /**
         * @description One block of a built resume: `paragraph` (text), `entry` (a role or project: title, meta line "Location |
         *     Jan 2021 – Present", bullets), `list` (items) or `skills` (labelled groups of skills).
         */
        BuiltResumeBlock: {
            /** @enum {string} */
            kind: "paragraph" | "entry" | "list" | "skills";
            text?: string;
            title?: string;
            meta?: string;
            bullets?: string[];
            items?: string[];
            groups?: {
                label: string;
                items: string[];
            }[];
        };
        /** @description The built resume as a structured document (the markdown, the Word file and the PDF are rendered from it). */
        BuiltResumeDocument: {
            name: string;
            /** @description Email, phone and location, each once, in that order. */
            contact: string[];
            headline: string;
            sections: {
                heading: string;
                blocks: components["schemas"]["BuiltResumeBlock"][];
            }[];
        };
        ResumeUploadResponse: {
            /**
             * Format: uuid
             * @description The stored resume's id, which job search, the Resume Builder, job match and cover letters take.
             */
            resume_id?: string;
            document?: components["schemas"]["ResumeDocument"];
            parsed: components["schemas"]["ParsedResume"];
            raw_text?: string;
            sections?: components["schemas"]["ResumeSection"][];
            file?: {
                name: string;
                /** @enum {string} */
                type: "pdf" | "docx" | "txt" | "md" | "rtf";
                size: number;
            };
        };
        /** @enum {string} */
        WorkMode: "remote" | "hybrid" | "onsite";
        /**
         * @default any
         * @enum {string}
         */
        WorkModeFilter: "any" | "remote" | "hybrid" | "onsite";
        Job: {
            /** Format: uuid */
            id?: string;
            title: string;
            company: string | null;
            location: string | null;
            description: string;
            work_mode: components["schemas"]["WorkMode"];
            /** @description How well the posting matches the query, 0–100. */
            score: number;
            /** @description True for strong matches. */
            relevant: boolean;
            skills?: string[];
            /** @description The posting's skills the person has (their resume's and the query's). */
            matched_skills?: string[];
            /** @description Where the posting came from (demo, greenhouse, lever, ashby, smartrecruiters, workable, recruitee, remotive, arbeitnow, import). */
            source: string;
            apply_link: string;
            /** Format: date-time */
            posted_at?: string | null;
            /** Format: date-time */
            scraped_at?: string;
            why?: components["schemas"]["JobWhy"];
            /** @description A demo posting (a fictional company) generated to show how matching works. */
            demo?: boolean;
            /**
             * @description What Apply opens when it is not the posting's own application (demo postings open a real job-portal search for the same role and city).
             * @example Opens a Naukri search for Data Analyst jobs in Bengaluru
             */
            apply_label?: string | null;
        };
        /** @description Why a posting is in the results, as its card says it. */
        JobWhy: {
            /** @description One line, e.g. "Data analytics and BI family · Senior, your level · 6 of 8 skills · Bengaluru". */
            summary: string;
            /** @description The posting's role family (an id of the role taxonomy), read from its title; null when the title names none. */
            role_family: string | null;
            role_family_name: string | null;
            /**
             * @description The posting's family against the person's (unknown when either is unknown).
             * @enum {string}
             */
            family_match: "same" | "neighbour" | "other" | "unknown";
            /**
             * @description The level the posting's title states, if any.
             * @enum {string|null}
             */
            level: "intern" | "entry" | "mid" | "senior" | "lead" | "manager" | "executive" | null;
            /**
             * @description fit is within one level of the person's; unknown when the person's level is unknown.
             * @enum {string}
             */
            level_match: "fit" | "near" | "far" | "unknown";
            skills_matched: number;
            skills_total: number;
            matched_skills: string[];
            /** @description Up to three skills the posting asks for that the person lacks, the ones its title names first. */
            missing_skills: string[];
            /**
             * @description Where the posting is against the place searched (region = the same metro region; nearby = within about 220 km).
             * @enum {string}
             */
            place_match: "local" | "region" | "remote" | "nearby" | "elsewhere" | "anywhere";
            /** @description Said on the card when the posting is not in the place itself, e.g. "Remote — open to candidates in India", "On-site in Pune, about 120 km from Mumbai". */
            place_note: string | null;
        };
        /** @description Which place a search used, and whether it widened. */
        SearchPlace: {
            /** @description The location as sent. */
            query: string;
            /** @description The place it was read as ("Navi Mumbai", "Delhi NCR", "Remote (India)", "Anywhere"). */
            used: string;
            /** @enum {string} */
            scope: "anywhere" | "remote" | "city" | "region" | "state" | "country" | "unknown";
            /** @description What was searched with it (the metro region, nearby cities, remote roles open to candidates in the country). */
            includes: string[];
            /** @description True when the place had few good matches and postings from further away were added, each labelled. */
            filled: boolean;
            /** @description The result panel's sentence. */
            note: string;
        };
        /** @description Whom the results are ranked for; absent when neither the user's resume nor the keywords name a role. */
        SearchedFor: {
            /**
             * @description resume when the user's latest uploaded resume gave the role; query when the keywords named it.
             * @enum {string}
             */
            from: "resume" | "query";
            role_family: string | null;
            role_family_name: string | null;
            seniority: string | null;
            /** @description The person's job title the results were compared with. */
            title: string | null;
        };
        UsageQuota: {
            plan: components["schemas"]["PlanId"];
            /** @description Null means unlimited. */
            daily_limit: number | null;
            used_today: number;
            remaining_today: number | null;
        };
        /** @description SPEC section 3 names only the list (`jobs`, or `job_matches` from other servers); every other field is a Hirewise addition that clients treat as optional. */
        JobSearchResponse: {
            jobs?: components["schemas"]["Job"][];
            /** @description How many postings were ranked for this search: those listing every skill the query names when there are at least a page of them, otherwise those matching any keyword; counted among the freshest 500 matches. */
            total?: number;
            /** @description The keywords searched for. */
            query?: string[];
            location?: string;
            /** @description Matches withheld because of the plan's daily limit. */
            hidden_count?: number;
            quota?: components["schemas"]["UsageQuota"];
            place?: components["schemas"]["SearchPlace"];
            searched_for?: components["schemas"]["SearchedFor"];
        };
        /**
         * @default mid
         * @enum {string}
         */
        Seniority: "junior" | "mid" | "senior";
        InterviewStartRequest: {
            role: string;
            seniority?: components["schemas"]["Seniority"];
            skills?: string[];
            company?: string;
            resume_text?: string;
            /** @default behavioral+technical */
            style: string;
            /**
             * Format: uuid
             * @description Base the questions on one of the user's stored resumes (as parsed once on upload, or as last edited in the Resume Builder): its skills join `skills` and questions ask about the companies and projects it names. Preferred over `resume_text`, which is ignored when this is given. Another user's id answers 404.
             * @example 5b2f9c1e-7a3d-4e8b-9c6f-1d2e3f4a5b6c
             */
            resume_id?: string;
            /**
             * Format: uuid
             * @description Practise for a saved job: an application of the user's tracker (a saved posting, an Auto-Apply submission or a "ready for you" posting). The questions then follow that job's description and the skills it requires, read by the same engine as the job-description match. A blank `role` and a missing `company` take the posting's.
             */
            application_id?: string;
        };
        InterviewStartResponse: {
            /** Format: uuid */
            session_id: string;
            first_question: string;
            total_questions?: number;
            /** @description Set for plans with timed interviews (free is five minutes). */
            time_limit_minutes?: number | null;
            job?: components["schemas"]["InterviewJob"];
        };
        InterviewNextRequest: {
            /** Format: uuid */
            session_id: string;
            /** @description The answer as typed, or the transcript of a spoken answer (as the user left it after editing). */
            answer: string;
            voice?: components["schemas"]["VoiceTiming"];
        };
        InterviewNextResponse: {
            finished: boolean;
            next_question: string | null;
            score: number;
            feedback: string;
            /** @description The turn that was just answered (after the end, the last answered turn; 0 if none was answered). Not in SPEC section 3, so optional: without it the client counts the turns itself. */
            turn?: number;
            speaking?: components["schemas"]["SpeakingMetrics"];
            /** @description With a spoken answer, the seconds of voice practice left today after this one. */
            voice_seconds_left?: number;
        };
        InterviewFinishRequest: {
            /** Format: uuid */
            session_id: string;
        };
        InterviewFinishResponse: {
            overall: number;
            section_scores: {
                [key: string]: number;
            };
            summary: string;
            speaking?: components["schemas"]["SpeakingSummary"];
        };
        SaveInterviewRequest: {
            /** @description A name to find the results by; the role's when left out. */
            title?: string;
        };
        InterviewSessionSummary: {
            /** Format: uuid */
            session_id: string;
            /** @description The saved title, else "<role> mock interview". */
            title: string;
            role: string;
            seniority: components["schemas"]["Seniority"];
            company: string | null;
            /** @description Null until the interview is finished. */
            overall: number | null;
            answers: number;
            /** Format: date-time */
            started_at: string;
            /** Format: date-time */
            finished_at: string | null;
            /**
             * Format: date-time
             * @description When Save Results was pressed; null when not saved.
             */
            saved_at: string | null;
        };
        InterviewSessionTurn: {
            turn: number;
            question: string;
            answer: string;
            score: number;
            feedback: string;
            speaking?: components["schemas"]["SpeakingMetrics"];
        };
        InterviewSessionDetail: components["schemas"]["InterviewSessionSummary"] & {
            section_scores: {
                [key: string]: number;
            } | null;
            summary: string | null;
            /** @description Every answered question, in order. */
            turns: components["schemas"]["InterviewSessionTurn"][];
            speaking?: components["schemas"]["SpeakingSummary"];
            job?: components["schemas"]["InterviewJob"];
        };
        /** @description The saved job an interview practises for (started with `application_id`). */
        InterviewJob: {
            /** Format: uuid */
            application_id: string;
            title: string;
            company: string | null;
            /** @description The skills the posting requires, most important first, as the questions ask about them. */
            skills: string[];
        };
        /** @description How a spoken answer was timed in the browser, in seconds from the moment recording started. Its `duration_seconds` is counted against the plan's daily voice minutes. */
        VoiceTiming: {
            /** @description How long the recording ran. */
            duration_seconds: number;
            /** @description When the first word was heard (the speech recogniser's first result). */
            speech_start_seconds?: number;
            /** @description When the last word was heard. */
            speech_end_seconds?: number;
            /** @description Silences between words the browser noticed (gaps between recognised phrases). */
            pauses?: {
                start_seconds: number;
                end_seconds: number;
            }[];
            /** @description Whether the transcript came from the browser's speech recognition (false when typed in after recording). */
            recognition?: boolean;
        };
        /** @description Speaking feedback on one spoken answer, from its transcript and timing (deterministic). */
        SpeakingMetrics: {
            words: number;
            duration_seconds: number;
            /** @description From the first word to the last (the recording's length when the browser could not tell). */
            speaking_seconds: number;
            /** @description Null when the answer is too short to time (under 5 seconds or 5 words). */
            words_per_minute: number | null;
            /**
             * @description Under 110 words a minute is slow, over 170 fast.
             * @enum {string}
             */
            pace: "slow" | "good" | "fast" | "unknown";
            /** @description Filler words and phrases heard, the most frequent first. */
            fillers: {
                word: string;
                count: number;
            }[];
            filler_count: number;
            fillers_per_minute: number;
            /** @description Pauses of 3 seconds or more. */
            long_pauses: number;
            longest_pause_seconds: number;
            /**
             * @description Against the 60–90 second guidance (short under 60 s, long over 90 s).
             * @enum {string}
             */
            length: "short" | "good" | "long";
            /** @description One sentence per point (pace, fillers, pauses, length), to show beside the content score. */
            feedback: string[];
        };
        /** @description Speaking feedback over every spoken answer of an interview; absent when no answer was spoken. */
        SpeakingSummary: {
            /** @description How many answers were spoken. */
            answers: number;
            words_per_minute: number | null;
            filler_count: number;
            fillers: {
                word: string;
                count: number;
            }[];
            long_pauses: number;
            average_seconds: number;
            /** @description Spoken answers that took 60–90 seconds. */
            answers_in_range: number;
            feedback: string[];
        };
        VoiceAllowance: {
            /** @description Whether the plan includes voice practice (Pro and Pro Plus). */
            available: boolean;
            plan_id: components["schemas"]["PlanId"];
            plan: string;
            daily_minutes: number;
            used_seconds: number;
            remaining_seconds: number;
            /**
             * Format: date
             * @description The user's local day the minutes are counted for.
             */
            date: string;
        };
        InterviewSessionList: {
            sessions: components["schemas"]["InterviewSessionSummary"][];
        };
        ExperienceEntry: {
            title?: string;
            company?: string;
            location?: string;
            start?: string;
            end?: string;
            bullets?: string[];
        };
        ProjectEntry: {
            name?: string;
            link?: string;
            bullets?: string[];
        };
        StructuredResume: {
            name: string;
            email: string;
            phone: string;
            location: string;
            headline: string;
            summary: string;
            skills: string[];
            education: string[];
            target_role: string;
            target_company: string;
            experience: components["schemas"]["ExperienceEntry"][];
            projects: components["schemas"]["ProjectEntry"][];
        };
        ResumeInsights: {
            strengths: string[];
            gaps: string[];
            recommendations: string[];
            tone: string;
        };
        IngestResponse: {
            /**
             * Format: uuid
             * @description The stored resume the builder edits (`PUT /resume/{id}`) and builds from.
             */
            resume_id?: string;
            document?: components["schemas"]["ResumeDocument"];
            structured: components["schemas"]["StructuredResume"];
            raw_text: string;
            insights: components["schemas"]["ResumeInsights"];
            /**
             * @description Parts of the form the reader was not sure of (dates of roles it could not read as roles, a degree it
             *     could not place, a name that is not a name). The builder asks the person to check them; the insights
             *     do not report them as missing. Empty when the structure was read with confidence.
             */
            review?: components["schemas"]["ReviewItem"][];
        };
        /**
         * @description An ATS resume template for the Word and PDF files (GET /resume-builder/templates); classic when absent.
         * @enum {string}
         */
        ResumeTemplateId: "classic" | "modern" | "compact" | "executive" | "minimal";
        ResumeTemplate: {
            id: components["schemas"]["ResumeTemplateId"];
            name: string;
            description: string;
            /** @description Whether the user's plan includes this template. */
            available: boolean;
            plan_required: components["schemas"]["PlanId"];
        };
        ResumeTemplateList: {
            templates: components["schemas"]["ResumeTemplate"][];
        };
        WeeklyTips: {
            /** @description ISO week, e.g. 2026-W48. */
            week: string;
            headline: string;
            tips: {
                /** @enum {string} */
                kind: "skill_gap" | "interview" | "follow_up" | "next_step" | "new_jobs" | "resume" | "evergreen";
                title: string;
                body: string;
                action?: {
                    label: string;
                    /** @description A path of the web app. */
                    href: string;
                };
            }[];
            /** Format: date-time */
            created_at: string;
            /** @description Whether this week's digest has been emailed. */
            emailed: boolean;
        };
        FocusCheck: {
            /** @description The role as the playbook reads it. */
            role: string;
            focus_areas: {
                text: string;
                /** @enum {string} */
                fit: "fits" | "other_role" | "unknown";
                note: string;
            }[];
            suggestions: string[];
        };
        ReviewItem: {
            /** @enum {string} */
            part: "name" | "contact" | "experience" | "education" | "skills";
            message: string;
        };
        CompareResponse: {
            alignment_score: number;
            /** @description Highest priority first. */
            gaps: string[];
            recommendations: string[];
            strengths: string[];
            overview: string;
            benchmark_excerpt: string;
        };
        BuildResumeRequest: {
            /**
             * Format: uuid
             * @description The stored resume to build from (preferred); the form fields below and existing_resume_text are then not read.
             */
            resume_id?: string;
            certifications?: string[];
            languages?: string[];
            template?: components["schemas"]["ResumeTemplateId"];
            name?: string;
            email?: string;
            phone?: string;
            location?: string;
            headline?: string;
            summary?: string;
            skills?: string[];
            target_role?: string;
            target_company?: string;
            education?: string[];
            experience?: components["schemas"]["ExperienceEntry"][];
            projects?: components["schemas"]["ProjectEntry"][];
            instructions?: string;
            existing_resume_text?: string;
            reference_resume_text?: string;
            /** @default false */
            focus_gaps: boolean;
        };
        BuildResumeResponse: {
            markdown: string;
            document?: components["schemas"]["BuiltResumeDocument"];
        };
        /** @description The basic information fields exactly as typed. */
        ResumeDraftInfo: {
            name: string;
            email: string;
            phone: string;
            location: string;
            headline: string;
            summary: string;
            /** @description Comma-separated, as typed. */
            skills: string;
            target_role: string;
            target_company: string;
            /** @description One entry per line, as typed. */
            education: string;
            /** @description One per line, as typed (drafts saved before it existed have none). */
            certifications?: string;
            /** @description Comma-separated, as typed. */
            languages?: string;
            /** @description One per line, as typed. */
            links?: string;
        };
        ResumeDraftExperience: {
            title: string;
            company: string;
            location: string;
            start: string;
            end: string;
            /** @description One bullet per line, as typed. */
            bullets: string;
        };
        ResumeDraftProject: {
            name: string;
            link: string;
            /** @description One bullet per line, as typed. */
            bullets: string;
        };
        /**
         * @description JSON null: the null branch of a nullable reference, `anyOf: [$ref, JsonNull]` (OpenAPI 3.0's `nullable` does not reach an allOf's schemas).
         * @enum {object|null}
         */
        JsonNull: never | null;
        /**
         * @description The Resume Builder's form as the person left it, stored and returned unchanged (nothing trimmed, split or
         *     dropped, blank entries included), with the last resume built from it.
         */
        ResumeDraftForm: {
            info: components["schemas"]["ResumeDraftInfo"];
            experience: components["schemas"]["ResumeDraftExperience"][];
            projects: components["schemas"]["ResumeDraftProject"][];
            instructions: string;
            existing_resume_text: string;
            reference_resume_text: string;
            focus_gaps: boolean;
            /** @description The last resume built from this form (markdown); empty before the first build. */
            markdown: string;
            /** @description The last resume built from this form as a structured document (drafts saved before it existed have only `markdown`). */
            built?: components["schemas"]["BuiltResumeDocument"] | components["schemas"]["JsonNull"];
            /**
             * Format: uuid
             * @description The stored resume this form edits.
             */
            resume_id?: string | null;
        };
        ResumeDraftInput: {
            name: string;
            form: components["schemas"]["ResumeDraftForm"];
        };
        ResumeDraftSummary: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @description The form's target role, as typed (may be empty). */
            target_role: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ResumeDraft: components["schemas"]["ResumeDraftSummary"] & {
            form: components["schemas"]["ResumeDraftForm"];
        };
        ResumeDraftList: {
            drafts: components["schemas"]["ResumeDraftSummary"][];
        };
        /**
         * @default mid
         * @enum {string}
         */
        ExperienceLevel: "entry" | "mid" | "senior" | "lead";
        /**
         * @default concise
         * @enum {string}
         */
        WritingStyle: "concise" | "friendly" | "detailed" | "coach-like";
        PlaybookRequest: {
            role: string;
            experience_level: components["schemas"]["ExperienceLevel"];
            focus_areas: string[];
            target_company?: string;
            writing_style?: components["schemas"]["WritingStyle"];
        };
        PlaybookSection: {
            heading: string;
            bullets: string[];
        };
        Playbook: {
            /** Format: uuid */
            id?: string;
            title: string;
            summary: string;
            /** @description Authenticated download of this playbook as PDF. */
            pdf_url: string;
            /** @default role-notes.pdf */
            filename: string;
            sections: components["schemas"]["PlaybookSection"][];
            resources: string[];
        };
        PlaybookListItem: {
            /** Format: uuid */
            id: string;
            title: string;
            role: string;
            experience_level: components["schemas"]["ExperienceLevel"];
            target_company: string | null;
            /** @description Authenticated download of this playbook as PDF. */
            pdf_url: string;
            filename: string;
            /** Format: date-time */
            created_at: string;
        };
        PlaybookList: {
            playbooks: components["schemas"]["PlaybookListItem"][];
        };
        AutoApplyConsent: {
            accepted: boolean;
            /** Format: date-time */
            granted_at: string | null;
            ip: string | null;
            /** @description The version of the consent text that was accepted. */
            consent_version?: string | null;
        };
        AutoApplyConsentRequest: {
            accept: boolean;
            /** @description The version of the consent text the client showed (currently 2026-11); omitted means the current one. */
            consent_version?: string;
        };
        /** @description Which portals Auto-Apply may use. */
        Portals: {
            /** @default false */
            linkedin: boolean;
            /** @default false */
            greenhouse: boolean;
            /** @default false */
            lever: boolean;
            /** @default false */
            workable: boolean;
            /** @default false */
            successfactors: boolean;
            /** @default false */
            naukri: boolean;
            /** @default false */
            shine: boolean;
        };
        AutoApplySettings: {
            /** @default false */
            enabled: boolean;
            /**
             * @description Minimum match score (0 to 100) a posting needs before Auto-Apply applies. The server checks the bounds itself: a value outside 0 to 100 is refused with 422 and the detail "Min match percentage must be between 0 and 100."
             * @default 75
             */
            min_match_pct: number;
            /**
             * @description Most applications per day, counted in the user's own day (1 to 200). A value outside 1 to 200 is refused with 422 and the detail "Daily cap must be a whole number between 1 and 200." A value that is not a whole number is a 400.
             * @default 10
             */
            daily_cap: number;
            portals: components["schemas"]["Portals"];
            locations: string[];
            roles: string[];
            /** Format: date-time */
            pause_until: string | null;
        };
        /**
         * @description submitted: sent through the portal's application API (Greenhouse, Lever). ready_for_you: the portal has no public application API, so nothing was sent; finish it through apply_link. failed and skipped come with a reason.
         * @enum {string}
         */
        ApplicationStatus: "submitted" | "ready_for_you" | "failed" | "skipped";
        AutoApplyApplication: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            job_id: string;
            title: string;
            company: string | null;
            portal: string;
            status: components["schemas"]["ApplicationStatus"];
            reason: string | null;
            score: number;
            apply_link: string;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description When the user marked a "ready for you" posting as applied (in the tracker); null otherwise.
             */
            applied_at: string | null;
        };
        AutoApplyApplicationList: {
            /** @description The most recent run with its reasons; absent before the first. */
            latest_run?: components["schemas"]["AutoApplyRun"];
            applications: components["schemas"]["AutoApplyApplication"][];
            /** Format: date-time */
            last_run_at: string | null;
        };
        AutoApplyRunResult: {
            /** @description New postings the run looked at (0 while queued). */
            considered: number;
            /** @description The finished run with its reasons; absent when it was queued (see GET /auto-apply/runs). */
            run?: components["schemas"]["AutoApplyRun"];
            /** @enum {string} */
            status: "queued" | "completed";
            /** @description A sentence to show the user. */
            message: string;
            submitted: number;
            ready_for_you: number;
            failed: number;
            skipped: number;
        };
        /**
         * @description Why a considered posting was not applied to. portal_off: on a portal switched off in the settings; outside_roles: its title fits none of the roles; outside_locations: in none of the locations; below_min_match: its match score is under min_match_pct; company_cooldown: the user applied to that company in the last 30 days; daily_cap: today's cap was used; deferred: left for the next run (the portal rate-limited Auto-Apply, or the run read as many postings as one run may).
         * @enum {string}
         */
        AutoApplySkipReason: "portal_off" | "outside_roles" | "outside_locations" | "below_min_match" | "company_cooldown" | "daily_cap" | "deferred";
        AutoApplySkipExample: {
            /** Format: uuid */
            job_id: string;
            title: string;
            company: string | null;
            portal: string;
            /** @description The match score, when the run got as far as scoring the posting. */
            score: number | null;
        };
        AutoApplySkipGroup: {
            reason: components["schemas"]["AutoApplySkipReason"];
            count: number;
            /** @description The reason in the user's words, with what they can change. */
            message: string;
            /** @description A few of the postings skipped for this reason (best match first where scored). */
            examples: components["schemas"]["AutoApplySkipExample"][];
        };
        AutoApplyRun: {
            /** Format: uuid */
            id: string;
            /**
             * @description Run now, the half-hourly schedule, or saving enabled settings.
             * @enum {string}
             */
            trigger: "manual" | "schedule" | "settings";
            /** @enum {string} */
            outcome: "completed" | "cap_reached" | "stopped" | "no_resume" | "no_portals";
            /** Format: date-time */
            started_at: string;
            /**
             * Format: date-time
             * @description Null while the run is still going.
             */
            finished_at: string | null;
            /** @description New postings in the job index the run looked at (not yet applied to, prepared or failed for this user). */
            considered: number;
            submitted: number;
            /** @description Postings Auto-Apply could not submit itself; each has an application pack in the tracker. */
            ready_for_you: number;
            failed: number;
            /** @description The sum of the skip groups' counts. */
            skipped: number;
            /** @description One sentence summing the run up. */
            message: string;
            /** @description What to change when the run could do nothing (or little), e.g. lower min match or add a portal. */
            hint: string | null;
            /** @description Why postings were skipped, one group per reason, the largest first. */
            skips: components["schemas"]["AutoApplySkipGroup"][];
        };
        AutoApplyRunList: {
            runs: components["schemas"]["AutoApplyRun"][];
        };
        ScreeningProfile: {
            /** @description As the user says it ("30 days", "Immediate joiner"). */
            notice_period: string | null;
            current_ctc_lpa: number | null;
            expected_ctc_lpa: number | null;
            /** @description Overrides the years read from the resume's dates (0 to 60). */
            years_of_experience: number | null;
            /** @description E.g. "Indian citizen; no sponsorship needed". */
            work_authorisation: string | null;
            willing_to_relocate: boolean | null;
        };
        ScreeningAnswer: {
            /** @enum {string} */
            key: "notice_period" | "current_ctc" | "expected_ctc" | "years_of_experience" | "relocation" | "work_authorisation" | "why_this_role";
            question: string;
            /** @description Null when the profile lacks the fact (never guessed). */
            answer: string | null;
            /**
             * @description Where the answer's facts come from.
             * @enum {string|null}
             */
            source: "resume" | "screening_profile" | "settings" | "posting" | null;
            /** @description True when the user must supply the fact (see `missing_hint`). */
            missing: boolean;
            missing_hint?: string | null;
        };
        /** @description What Auto-Apply prepared for a posting it could not submit itself: the tailored resume (download it as .docx or PDF), a cover letter (in Cover Letters too) and answers to the usual screening questions. */
        ApplicationPack: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            created_at: string;
            job_title: string;
            company: string | null;
            resume_docx_name: string;
            resume_pdf_name: string;
            /** @description Skills the posting asks for that the resume shows, brought forward in the tailored resume. */
            highlighted_skills: string[];
            /** @description Absent when the user deleted the letter. */
            cover_letter?: components["schemas"]["CoverLetterSummary"];
            answers: components["schemas"]["ScreeningAnswer"][];
            missing_answers: number;
        };
        /** @enum {string} */
        PlanId: "free" | "starter" | "pro" | "pro_plus";
        /** @description Usage limits; null means unlimited. */
        PlanLimits: {
            job_matches_daily: number | null;
            mock_interviews_monthly: number | null;
            resume_builds_monthly: number | null;
            resume_scores_daily: number | null;
            /** @description How many of the ATS resume templates the plan may use (the first N of GET /resume-builder/templates). */
            resume_templates?: number;
            /** @description Minutes of spoken answers a day in the interview's voice practice (0 = not in the plan). */
            voice_minutes_daily?: number;
        };
        Plan: {
            id: components["schemas"]["PlanId"];
            name: string;
            subtext: string;
            /** @description Price text ending '/mo'. */
            highlight: string;
            /** @description Monthly price in rupees. */
            amount: number;
            /** @default INR */
            currency: string;
            features: string[];
            popular: boolean;
            badge: string | null;
            cta: string;
            meta: string[];
            /** @default Insights */
            metaHeading: string;
            limits: components["schemas"]["PlanLimits"];
        };
        PlanList: {
            plans: components["schemas"]["Plan"][];
            default_plan: components["schemas"]["PlanId"];
            payments: components["schemas"]["PaymentsConfig"];
        };
        /**
         * @description How this server takes payments, so the checkout knows before Pay is pressed whether a payment can
         *     start. The client opens Razorpay with its build key (`VITE_RAZORPAY_KEY_ID`) when it has one, else
         *     with `key_id`; with neither it shows the missing-key warning and disables Pay.
         */
        PaymentsConfig: {
            /**
             * @description The payment provider.
             * @enum {string}
             */
            provider: "razorpay";
            /**
             * @description The server's public Razorpay key id (`RAZORPAY_KEY_ID`; a key id is public, the secret never
             *     leaves the server); null when the server has no payment keys (`RAZORPAY_KEY_ID` and
             *     `RAZORPAY_KEY_SECRET` both needed), so orders answer 503.
             */
            key_id: string | null;
        };
        UsageCounter: {
            /**
             * Format: date
             * @description For daily counters, the user's local date.
             */
            date?: string;
            /** @description For monthly counters, the user's local month (YYYY-MM). */
            month?: string;
            count: number;
            limit: number | null;
        };
        Subscription: {
            planId: components["schemas"]["PlanId"];
            /** Format: date-time */
            activatedAt: string;
            /** @description True when `planId` comes from the launch promotion rather than a payment: the checkout then explains that plans below it have nothing to add, instead of taking money for less. */
            promotional?: boolean;
            usage: {
                jobMatches: components["schemas"]["UsageCounter"];
                resumeScores: components["schemas"]["UsageCounter"];
                mockInterviews: components["schemas"]["UsageCounter"];
                resumeBuilds: components["schemas"]["UsageCounter"];
                voiceSeconds?: components["schemas"]["UsageCounter"];
            };
        };
        PaymentRecord: {
            /** @description Razorpay's payment id. */
            id: string;
            order_id: string;
            plan_id: components["schemas"]["PlanId"];
            plan_name: string;
            /** @description In paise (₹199 is 19900). */
            amount: number;
            currency: string;
            /** Format: date-time */
            paid_at: string;
        };
        BillingSummary: {
            plan: components["schemas"]["Plan"];
            subscription: components["schemas"]["Subscription"];
            /**
             * @description How the user has the plan in effect - the free plan, free during the launch promotion, or paid.
             * @enum {string}
             */
            status: "free" | "promotion" | "paid";
            /**
             * Format: date-time
             * @description When the plan in effect was activated (for a paid plan, when it was paid).
             */
            period_start: string;
            /**
             * Format: date-time
             * @description For a paid plan, the end of its paid period (a calendar month after its payment, or later when a
             *     downgrade carried unused days over); after it the account is on Free unless paid again. Null on the
             *     free plan and during the promotion.
             */
            paid_through: string | null;
            /** @description Present when the user's paid plan ended without a new payment. */
            lapsed?: {
                plan_id: components["schemas"]["PlanId"];
                plan_name: string;
                /** Format: date-time */
                ended_at: string;
            };
            /** @description Every payment of the user, newest first. */
            payments: components["schemas"]["PaymentRecord"][];
        };
        /** @description The price of changing to a plan now. Amounts in paise. */
        PlanChangeQuote: {
            plan_id: components["schemas"]["PlanId"];
            /** @description The plan's monthly price. */
            full_amount: number;
            /** @description What the unused days of the current paid plan are worth (0 when there are none). */
            credit: number;
            /**
             * @description The plan the credit comes from.
             * @enum {string|null}
             */
            credit_plan_id: "free" | "starter" | "pro" | "pro_plus" | null;
            /** @description What the change costs now; 0 when the credit pays for it (then use POST /billing/change). */
            amount_due: number;
            /** @enum {string} */
            currency: "INR";
            /**
             * Format: date-time
             * @description When the new plan's paid period would end if the change were made now.
             */
            paid_through: string;
        };
        CreateOrderRequest: {
            plan_id: components["schemas"]["PlanId"];
        };
        /** @description Everything the client needs to open Razorpay Checkout for this order. */
        PaymentOrder: {
            order_id: string;
            plan_id: components["schemas"]["PlanId"];
            /** @description In the smallest currency unit (paise). */
            amount: number;
            currency: string;
            /** @description The public key to open the checkout with. */
            key_id: string;
            /** @description The product name shown in the payment window. */
            name: string;
            /** @description '{plan name} subscription'. */
            description: string;
            notes: {
                planId: components["schemas"]["PlanId"];
            };
            prefill: {
                name: string;
                email: string;
            };
        };
        VerifyPaymentRequest: {
            razorpay_payment_id: string;
            razorpay_order_id: string;
            razorpay_signature: string;
        };
        WebhookAck: {
            received: boolean;
        };
        ActivityItem: {
            /** Format: uuid */
            id: string;
            /** @description What happened, e.g. job_search, interview_finished, resume_built, playbook_generated, plan_activated. */
            kind: string;
            /** @description One line to show as is. */
            summary: string;
            /**
             * @description Details that depend on the kind, e.g. plan_activated {planId, orderId, paymentId};
             *     interview_finished {session_id, overall, answers}. The examples leave it empty because its keys vary by kind.
             * @example {
             *       "planId": "pro",
             *       "orderId": "order_NZ8k2vQ1x9YbTw",
             *       "paymentId": "pay_NZ8kx3b7TqLm2P"
             *     }
             */
            data: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            created_at: string;
        };
        InterviewScorePoint: {
            session_id: string;
            role: string;
            overall: number;
            /** Format: date-time */
            finished_at: string;
        };
        PlaybookSummary: {
            id: string;
            title: string;
            /** Format: date-time */
            created_at: string;
        };
        AutoApplyStatus: {
            /** @description Auto-Apply is switched on (consent is required to switch it on). */
            enabled: boolean;
            /**
             * Format: date-time
             * @description When Auto-Apply last looked for jobs for this user; null before the first run.
             */
            last_run_at: string | null;
            /** @description Applications submitted (or prepared for the user) today, in the user's time zone. */
            applications_today: number;
            total_applications: number;
            /**
             * Format: date-time
             * @description When Auto-Apply last submitted an application; null before the first.
             */
            last_applied_at: string | null;
        };
        Dashboard: {
            plan: components["schemas"]["Plan"];
            subscription: components["schemas"]["Subscription"];
            /** @description The latest events across every tool, newest first (at most 10). */
            recent_activity: components["schemas"]["ActivityItem"][];
            /** @description The latest job searches, newest first (at most 5). */
            recent_searches: components["schemas"]["ActivityItem"][];
            /** @description Finished mock interviews, oldest first (the last 20), to chart scores over time. */
            interview_scores: components["schemas"]["InterviewScorePoint"][];
            /** @description The latest role playbooks, newest first (at most 5). */
            recent_playbooks: components["schemas"]["PlaybookSummary"][];
            auto_apply: components["schemas"]["AutoApplyStatus"];
            /** @description Interview results the user saved, the most recently saved first (at most 5). */
            saved_interviews: components["schemas"]["InterviewSessionSummary"][];
            /** @description Resume Builder drafts, the most recently updated first (at most 5). */
            resume_drafts: components["schemas"]["ResumeDraftSummary"][];
        };
        /**
         * @description Where an application stands - saved → applied → interviewing → offer, or rejected or withdrawn at any step.
         * @enum {string}
         */
        TrackerStatus: "saved" | "applied" | "interviewing" | "offer" | "rejected" | "withdrawn";
        /**
         * @description saved (from a job card), auto_apply (submitted or prepared by Auto-Apply), manual (added by hand).
         * @enum {string}
         */
        ApplicationOrigin: "saved" | "auto_apply" | "manual";
        StatusCounts: {
            saved: number;
            applied: number;
            interviewing: number;
            offer: number;
            rejected: number;
            withdrawn: number;
        };
        SavedJob: {
            /** Format: uuid */
            job_id: string;
            /** Format: uuid */
            application_id: string;
            status: components["schemas"]["TrackerStatus"];
            /** Format: date-time */
            saved_at: string;
            title: string;
            company: string | null;
        };
        SavedJobList: {
            saved_jobs: components["schemas"]["SavedJob"][];
        };
        TrackedApplication: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description The posting in the job index it was saved from, when it came from one.
             */
            job_id: string | null;
            origin: components["schemas"]["ApplicationOrigin"];
            status: components["schemas"]["TrackerStatus"];
            /** @description Auto-Apply prepared this posting and the user still has to submit it on the portal. */
            ready_for_you: boolean;
            title: string;
            company: string | null;
            location: string | null;
            /** @enum {string|null} */
            work_mode: "remote" | "hybrid" | "onsite" | null;
            /** @description Where the posting came from (demo, greenhouse, naukri…), for postings from the job index. */
            source: string | null;
            apply_link: string | null;
            notes: string;
            contact_name: string | null;
            contact_email: string | null;
            contact_phone: string | null;
            /** @description Expected or offered CTC in lakhs per annum (India). */
            salary_lpa: number | null;
            /** @description Anything else about pay (another currency, the fixed/variable split). */
            salary_note: string | null;
            next_step: string | null;
            /** Format: date */
            next_step_due: string | null;
            /** Format: date-time */
            applied_at: string | null;
            /** Format: date-time */
            status_changed_at: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ApplicationEvent: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "created" | "status" | "details";
            /** @enum {string|null} */
            from_status: "saved" | "applied" | "interviewing" | "offer" | "rejected" | "withdrawn" | null;
            /** @enum {string|null} */
            to_status: "saved" | "applied" | "interviewing" | "offer" | "rejected" | "withdrawn" | null;
            /** @description One line to show as is. */
            summary: string;
            /** Format: date-time */
            created_at: string;
        };
        ApplicationDetail: components["schemas"]["TrackedApplication"] & {
            /** @description The job description as it was when saved. */
            description: string;
            skills: string[];
            /** @description Every change, oldest first. */
            history: components["schemas"]["ApplicationEvent"][];
            match_reports: components["schemas"]["JobMatchSummary"][];
            cover_letters: components["schemas"]["CoverLetterSummary"][];
            /** @description What Auto-Apply prepared for a "ready for you" posting; absent for other applications. */
            pack?: components["schemas"]["ApplicationPack"];
        };
        ApplicationList: {
            applications: components["schemas"]["TrackedApplication"][];
            counts: components["schemas"]["StatusCounts"];
            /** @description All of the user's applications. */
            total: number;
        };
        ApplicationsSummary: {
            counts: components["schemas"]["StatusCounts"];
            total: number;
            /** @description The most recently changed applications (at most 5). */
            latest: components["schemas"]["TrackedApplication"][];
            /** @description Open applications with a next step due, soonest first (at most 5). */
            upcoming: components["schemas"]["TrackedApplication"][];
            /** @description The latest match reports (at most 3). */
            match_reports: components["schemas"]["JobMatchSummary"][];
            /** @description The most recently changed cover letters (at most 3). */
            cover_letters: components["schemas"]["CoverLetterSummary"][];
            /** @description Open "ready for you" applications with a pack Auto-Apply prepared, newest first (at most 5). */
            ready_for_you?: components["schemas"]["TrackedApplication"][];
        };
        CreateApplicationRequest: {
            title: string;
            company?: string;
            location?: string;
            apply_link?: string;
            job_description?: string;
            status?: components["schemas"]["TrackerStatus"];
            notes?: string;
        };
        UpdateApplicationRequest: {
            status?: components["schemas"]["TrackerStatus"];
            title?: string;
            company?: string | null;
            location?: string | null;
            apply_link?: string | null;
            notes?: string;
            contact_name?: string | null;
            contact_email?: string | null;
            contact_phone?: string | null;
            salary_lpa?: number | null;
            salary_note?: string | null;
            next_step?: string | null;
            /** Format: date */
            next_step_due?: string | null;
            /** Format: date-time */
            applied_at?: string | null;
        };
        /**
         * @description good (score 70 or more), partial (45–69), poor (below 45).
         * @enum {string}
         */
        MatchBand: "good" | "partial" | "poor";
        CreateJobMatchRequest: {
            /**
             * Format: uuid
             * @description A tracked application whose saved posting is the job.
             */
            application_id?: string;
            /** @description The job description, pasted (used when there is no application_id). */
            job_description?: string;
            job_title?: string;
            company?: string;
            /**
             * Format: uuid
             * @description The stored resume to match (preferred over resume_text); another user's id answers 404.
             */
            resume_id?: string;
            /** @description The resume to match; without it (or resume_id), the latest resume the user uploaded. */
            resume_text?: string;
        };
        MatchPart: {
            /** @enum {string} */
            key: "required_skills" | "nice_to_have" | "title_seniority" | "experience" | "education" | "keywords";
            label: string;
            score: number;
            /** @description The part's share of the overall score (the parts' weights add up to 1). */
            weight: number;
            /** @description One sentence that explains the part's score. */
            detail: string;
        };
        KeywordGap: {
            keyword: string;
            importance: number;
            reason: string;
        };
        JobMatchReport: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            application_id: string | null;
            job_title: string;
            company: string | null;
            score: number;
            band: components["schemas"]["MatchBand"];
            summary: string;
            parts: components["schemas"]["MatchPart"][];
            skills: {
                required_present: string[];
                required_missing: string[];
                nice_present: string[];
                nice_missing: string[];
            };
            title_fit: {
                job_title: string;
                /** @description The role family the job's title reads as. */
                job_role: string | null;
                job_seniority: string | null;
                resume_title: string | null;
                resume_role: string | null;
                resume_seniority: string | null;
                score: number;
            };
            experience: {
                years_required: number | null;
                years_shown: number | null;
            };
            education: {
                required: string | null;
                shown: string | null;
                met: boolean | null;
            };
            /** @description Words the job asks for that the resume does not use, most important first. */
            keyword_gaps: components["schemas"]["KeywordGap"][];
            /** @enum {string} */
            resume_source: "stored" | "pasted";
            job_description: string;
            /** @description What the Resume Builder needs to tailor the resume to this job (it adds no experience). */
            tailor: {
                target_role: string;
                target_company: string;
                focus_gaps: boolean;
                /**
                 * Format: uuid
                 * @description The stored resume this match read, which the Resume Builder opens (through `resume_id` on ingest)
                 *     before tailoring. Null when the resume was pasted; absent on reports made before it was kept.
                 */
                resume_id?: string | null;
            };
            /** Format: date-time */
            created_at: string;
        };
        JobMatchSummary: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            application_id: string | null;
            job_title: string;
            company: string | null;
            score: number;
            band: components["schemas"]["MatchBand"];
            /** Format: date-time */
            created_at: string;
        };
        JobMatchList: {
            reports: components["schemas"]["JobMatchSummary"][];
        };
        /** @enum {string} */
        CoverLetterTone: "concise" | "friendly" | "detailed" | "coach-like";
        CreateCoverLetterRequest: {
            /** Format: uuid */
            application_id?: string;
            job_description?: string;
            job_title?: string;
            company?: string;
            tone?: components["schemas"]["CoverLetterTone"];
            /**
             * Format: uuid
             * @description The stored resume to write from (preferred over resume_text); another user's id answers 404.
             */
            resume_id?: string;
            resume_text?: string;
        };
        UpdateCoverLetterRequest: {
            title?: string;
            body?: string;
        };
        CoverLetterSummary: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            application_id: string | null;
            title: string;
            job_title: string;
            company: string | null;
            tone: components["schemas"]["CoverLetterTone"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        CoverLetter: components["schemas"]["CoverLetterSummary"] & {
            /** @description Plain text; paragraphs are separated by a blank line. */
            body: string;
            /** @description An LLM reworded some sentences (each checked by the fact guard). */
            polished: boolean;
            /** @description The user changed the text after it was written. */
            edited: boolean;
            /** @enum {string} */
            resume_source: "stored" | "pasted";
        };
        CoverLetterList: {
            cover_letters: components["schemas"]["CoverLetterSummary"][];
        };
    };
    responses: {
        /** @description The request is invalid (a body, path or query parameter, including one the operation does not take). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Missing, invalid or expired credentials. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Wrong email or password. */
        InvalidCredentials: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The current password sent to confirm the change is not the account's. */
        WrongPassword: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Not found (or not yours). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request conflicts with existing data. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The change costs money; it goes through checkout. */
        PaymentRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The user's plan limit for this feature is used up. */
        QuotaExceeded: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description The upload is larger than 6 MB, or far larger than a resume once opened: a PDF of more than 20 pages, a
         *     document that inflates past its limit (64 MB for a PDF's streams, 32 MB for a DOCX's text parts), or more
         *     than 300,000 characters of text. The detail says which (docs/SECURITY.md lists every limit).
         */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The file is not a supported type. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The input is well-formed but cannot be used. */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Too many attempts; try again later. */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description This feature is not available on this server yet. */
        NotImplemented: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A dependency is not ready or not configured. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Every document reader is busy and the queue is full; try again after `Retry-After` seconds. */
        ReadersBusy: {
            headers: {
                /** @description Seconds to wait. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /**
         * @description The user's IANA time zone, kept on the account so daily and monthly limits reset at the user's local midnight. An account that has counted nothing yet takes it at once; otherwise a new zone applies once the local day it was reported on has ended, so a header never resets a counter. Invalid names are ignored.
         * @example Asia/Kolkata
         */
        TimeZone: string;
        /**
         * @description The interview's `session_id`.
         * @example 3f6a9c2e-8b1d-4e7f-a5c3-9d2b7e1f4a60
         */
        InterviewSessionId: string;
        /**
         * @description A stored resume's id (`resume_id`).
         * @example 5b2f9c1e-7a3d-4e8b-9c6f-1d2e3f4a5b6c
         */
        ResumeId: string;
        /** @example 7c1e5a3b-2d4f-4e6a-9b8c-0d1e2f3a4b5c */
        ResumeDraftId: string;
        /**
         * @description The posting's `id` in the job index (a job card's id).
         * @example 7d0c6f2e-3a51-4f7e-9a8b-2c4d1e0f9a11
         */
        JobId: string;
        /** @example 4b8e2c1a-9d3f-4e5a-8b7c-6d5e4f3a2b1c */
        ApplicationId: string;
        /** @example 2e7c9a4b-1f3d-4c5e-9a8b-7c6d5e4f3a21 */
        MatchReportId: string;
        /** @example 8f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0 */
        CoverLetterId: string;
        /** @description Only applications with this status. */
        TrackerStatusFilter: components["schemas"]["TrackerStatus"];
        /** @description Only applications that came this way. */
        TrackerOriginFilter: components["schemas"]["ApplicationOrigin"];
        /**
         * @description Words found in the title, company, location, notes or contact (all of them, any case).
         * @example marketing
         */
        TrackerSearch: string;
        TrackerSort: "updated" | "created" | "title" | "company" | "status" | "next_step_due" | "salary_lpa";
        TrackerOrder: "asc" | "desc";
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service is ready. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            400: components["responses"]["BadRequest"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is alive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Liveness"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready for traffic. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            400: components["responses"]["BadRequest"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    signup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupRequest"];
            };
        };
        responses: {
            /** @description Account created; the response carries the new session. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Logged in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidCredentials"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    refreshSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description New tokens. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LogoutRequest"];
            };
        };
        responses: {
            /** @description Logged out. The access token and the session's refresh tokens no longer work. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileRequest"];
            };
        };
        responses: {
            /** @description The account as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WrongPassword"];
            /** @description Another account already uses that email address. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description The password is changed; the other sessions have ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordChanged"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["WrongPassword"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preferences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Preferences"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updatePreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreferencesUpdate"];
            };
        };
        responses: {
            /** @description The preferences as stored now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Preferences"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    uploadResume: {
        parameters: {
            query?: {
                /** @description Parse the file and return the extracted details. */
                parse?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The resume file (PDF, DOCX or TXT), at most 6 MB.
                     */
                    file: Blob | null;
                };
            };
        };
        responses: {
            /** @description The parsed resume. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResumeUploadResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ReadersBusy"];
        };
    };
    getLatestResume: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest stored resume. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredResume"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    createResume: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResumeDocumentInput"];
            };
        };
        responses: {
            /** @description The stored resume. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredResume"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getResume: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A stored resume's id (`resume_id`).
                 * @example 5b2f9c1e-7a3d-4e8b-9c6f-1d2e3f4a5b6c
                 */
                resumeId: components["parameters"]["ResumeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored resume. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredResume"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateResume: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A stored resume's id (`resume_id`).
                 * @example 5b2f9c1e-7a3d-4e8b-9c6f-1d2e3f4a5b6c
                 */
                resumeId: components["parameters"]["ResumeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResumeDocumentInput"];
            };
        };
        responses: {
            /** @description The stored resume. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredResume"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    searchJobs: {
        parameters: {
            query: {
                /**
                 * @description Comma-joined skill keywords (at most 8). Commas may be sent as is or encoded; spaces as `%20` or `+`.
                 * @example google ads,meta ads,sql
                 */
                query: string;
                /**
                 * @description A city (with its state, PIN code or country if you like), a state, a country, a metro region or 'Remote'. Blank (`location=`) means anywhere; absent means 'Remote'.
                 * @example Bengaluru
                 */
                location?: string;
                /** @description Pages of results to return (the web app always asks for one). */
                max_pages?: number;
                /** @description Restrict results to one work mode. */
                work_mode?: components["schemas"]["WorkModeFilter"];
                /** @description The stored resume (from `POST /resume/upload`) to rank for; without it, the user's latest. Another user's id answers 404. */
                resume_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ranked postings, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobSearchResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["QuotaExceeded"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    startInterview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InterviewStartRequest"];
            };
        };
        responses: {
            /** @description The session and its first question. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InterviewStartResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["QuotaExceeded"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    answerInterviewQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InterviewNextRequest"];
            };
        };
        responses: {
            /** @description The score and feedback for the answer, and the next question unless the interview is over. On timed plans an answer sent more than 30 seconds after `time_limit_minutes` is not scored: the reply has `finished: true`, `next_question: null`, the last answered turn's `score` and `turn`, and a 'Time is up' `feedback`; `finish` then summarises the answers given in time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InterviewNextResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The answer came with `voice` timing, but the plan has no voice minutes (Free, Starter) or today's are used up. Nothing was scored: send the same answer again without `voice` to have it scored as typed. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            404: components["responses"]["NotFound"];
            /** @description Another answer to the same question was recorded at the same moment (e.g. a double submit). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
        };
    };
    finishInterview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InterviewFinishRequest"];
            };
        };
        responses: {
            /** @description The interview summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InterviewFinishResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getVoiceAllowance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan's daily voice minutes and what is left of them today. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoiceAllowance"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listInterviewSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved interviews. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InterviewSessionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getInterviewSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The interview's `session_id`.
                 * @example 3f6a9c2e-8b1d-4e7f-a5c3-9d2b7e1f4a60
                 */
                sessionId: components["parameters"]["InterviewSessionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The interview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InterviewSessionDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    saveInterviewResults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The interview's `session_id`.
                 * @example 3f6a9c2e-8b1d-4e7f-a5c3-9d2b7e1f4a60
                 */
                sessionId: components["parameters"]["InterviewSessionId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SaveInterviewRequest"];
            };
        };
        responses: {
            /** @description The saved interview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InterviewSessionSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The interview is not finished yet. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    unsaveInterviewResults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The interview's `session_id`.
                 * @example 3f6a9c2e-8b1d-4e7f-a5c3-9d2b7e1f4a60
                 */
                sessionId: components["parameters"]["InterviewSessionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No longer saved (or it never was). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    ingestResume: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The resume (.pdf, .docx, .txt, .md or .rtf), at most 6 MB.
                     */
                    resume_file?: Blob | null;
                    /**
                     * Format: uuid
                     * @description A stored resume to analyse instead of a file.
                     */
                    resume_id?: string;
                    target_role?: string;
                    target_company?: string;
                };
            };
        };
        responses: {
            /** @description The structured resume, its text and insights. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngestResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["QuotaExceeded"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ReadersBusy"];
        };
    };
    compareResume: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The benchmark resume (.pdf, .docx, .txt, .md or .rtf), at most 6 MB.
                     */
                    benchmark_file: Blob | null;
                    /**
                     * Format: uuid
                     * @description The candidate's stored resume.
                     */
                    resume_id?: string;
                    candidate_text?: string;
                    focus_role?: string;
                };
            };
        };
        responses: {
            /** @description The comparison. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompareResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["QuotaExceeded"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ReadersBusy"];
        };
    };
    buildResume: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BuildResumeRequest"];
            };
        };
        responses: {
            /** @description The resume as markdown. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuildResumeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["QuotaExceeded"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    buildResumeDocx: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BuildResumeRequest"];
            };
        };
        responses: {
            /** @description A .docx file. */
            200: {
                headers: {
                    /** @description attachment; filename="{name}_ATS_Resume.docx" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["QuotaExceeded"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listResumeDrafts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The drafts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResumeDraftList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createResumeDraft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResumeDraftInput"];
            };
        };
        responses: {
            /** @description The new draft. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResumeDraft"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The user already has 50 drafts. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getResumeDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 7c1e5a3b-2d4f-4e6a-9b8c-0d1e2f3a4b5c */
                draftId: components["parameters"]["ResumeDraftId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The draft. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResumeDraft"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateResumeDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 7c1e5a3b-2d4f-4e6a-9b8c-0d1e2f3a4b5c */
                draftId: components["parameters"]["ResumeDraftId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResumeDraftInput"];
            };
        };
        responses: {
            /** @description The draft as stored now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResumeDraft"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteResumeDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 7c1e5a3b-2d4f-4e6a-9b8c-0d1e2f3a4b5c */
                draftId: components["parameters"]["ResumeDraftId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    buildResumePdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BuildResumeRequest"];
            };
        };
        responses: {
            /** @description A PDF file. */
            200: {
                headers: {
                    /** @description attachment; filename="{name}_ATS_Resume.pdf" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["QuotaExceeded"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listResumeTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every template in order; the plan includes the first N (free 1, Starter 2, Pro and Pro Plus 5). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResumeTemplateList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listPlaybooks: {
        parameters: {
            query?: {
                /** @description How many playbooks to return (newest first). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's playbooks, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaybookList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getPlaybook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 9b2e4f6a-1c3d-4e5f-8a7b-6c5d4e3f2a1b */
                noteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The playbook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Playbook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getWeeklyTips: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This week's tips. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeeklyTips"];
                };
            };
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    checkNotesFocus: {
        parameters: {
            query: {
                /** @example Staff Nurse */
                role: string;
                /**
                 * @description The focus areas, one parameter each (`focus_areas=a&focus_areas=b`); at most 8.
                 * @example [
                 *       "product strategy",
                 *       "patient safety"
                 *     ]
                 */
                focus_areas?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fit of each focus area, in the order given. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FocusCheck"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    generateNotes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlaybookRequest"];
            };
        };
        responses: {
            /** @description The playbook. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Playbook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    downloadNotesPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 9b2e4f6a-1c3d-4e5f-8a7b-6c5d4e3f2a1b */
                noteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    /** @description attachment; filename="role-notes.pdf" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getAutoApplyConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consent record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoApplyConsent"];
                };
            };
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    updateAutoApplyConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutoApplyConsentRequest"];
            };
        };
        responses: {
            /** @description The consent record after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoApplyConsent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description A grant names a consent text version the server does not know. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
        };
    };
    getAutoApplySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings (defaults when never saved). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoApplySettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    updateAutoApplySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutoApplySettings"];
            };
        };
        responses: {
            /** @description The settings as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoApplySettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Enabling without consent, or a number outside its bounds. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
        };
    };
    listAutoApplyApplications: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Application attempts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoApplyApplicationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    runAutoApplyNow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run was queued or has finished. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoApplyRunResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Auto-Apply cannot run for this user now (no consent, switched off, or paused). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
        };
    };
    listAutoApplyRuns: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoApplyRunList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getScreeningProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The screening profile (all null before it is saved). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScreeningProfile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            501: components["responses"]["NotImplemented"];
        };
    };
    updateScreeningProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScreeningProfile"];
            };
        };
        responses: {
            /** @description The screening profile as saved (text trimmed; blanks become null). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScreeningProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Expected CTC below zero or another impossible value. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            501: components["responses"]["NotImplemented"];
        };
    };
    listPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every plan, cheapest first, and the payment set-up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanList"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getSubscription: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The user's IANA time zone, kept on the account so daily and monthly limits reset at the user's local midnight. An account that has counted nothing yet takes it at once; otherwise a new zone applies once the local day it was reported on has ended, so a header never resets a counter. Invalid names are ignored.
                 * @example Asia/Kolkata
                 */
                "X-Time-Zone"?: components["parameters"]["TimeZone"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getBillingSummary: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The user's IANA time zone, kept on the account so daily and monthly limits reset at the user's local midnight. An account that has counted nothing yet takes it at once; otherwise a new zone applies once the local day it was reported on has ended, so a header never resets a counter. Invalid names are ignored.
                 * @example Asia/Kolkata
                 */
                "X-Time-Zone"?: components["parameters"]["TimeZone"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The billing summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingSummary"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createPaymentOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrderRequest"];
            };
        };
        responses: {
            /** @description The order to open the payment window with. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPlanChangeQuote: {
        parameters: {
            query: {
                /** @example pro_plus */
                plan_id: components["schemas"]["PlanId"];
            };
            header?: {
                /**
                 * @description The user's IANA time zone, kept on the account so daily and monthly limits reset at the user's local midnight. An account that has counted nothing yet takes it at once; otherwise a new zone applies once the local day it was reported on has ended, so a header never resets a counter. Invalid names are ignored.
                 * @example Asia/Kolkata
                 */
                "X-Time-Zone"?: components["parameters"]["TimeZone"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The price of the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanChangeQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    changePlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrderRequest"];
            };
        };
        responses: {
            /** @description The subscription on the new plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            409: components["responses"]["Conflict"];
        };
    };
    verifyPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyPaymentRequest"];
            };
        };
        responses: {
            /** @description Payment verified; the subscription now on the purchased plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    handleRazorpayWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @example 5d4c9b8f2e1a7c3b6d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c */
                "X-Razorpay-Signature": string;
                /**
                 * @description Razorpay's id for the event; the same id is sent on every retry.
                 * @example NZ8l0Qd3kVb7Xy
                 */
                "X-Razorpay-Event-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    event: string;
                    payload?: {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The event was accepted (or was already processed). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookAck"];
                };
            };
            400: components["responses"]["BadRequest"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The user's IANA time zone, kept on the account so daily and monthly limits reset at the user's local midnight. An account that has counted nothing yet takes it at once; otherwise a new zone applies once the local day it was reported on has ended, so a header never resets a counter. Invalid names are ignored.
                 * @example Asia/Kolkata
                 */
                "X-Time-Zone"?: components["parameters"]["TimeZone"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboard. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listSavedJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved postings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedJobList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    saveJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The posting's `id` in the job index (a job card's id).
                 * @example 7d0c6f2e-3a51-4f7e-9a8b-2c4d1e0f9a11
                 */
                jobId: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The posting is saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    unsaveJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The posting's `id` in the job index (a job card's id).
                 * @example 7d0c6f2e-3a51-4f7e-9a8b-2c4d1e0f9a11
                 */
                jobId: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No longer saved (or it never was). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The posting is tracked beyond `saved`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listApplications: {
        parameters: {
            query?: {
                /** @description Only applications with this status. */
                status?: components["parameters"]["TrackerStatusFilter"];
                /** @description Only applications that came this way. */
                origin?: components["parameters"]["TrackerOriginFilter"];
                /**
                 * @description Words found in the title, company, location, notes or contact (all of them, any case).
                 * @example marketing
                 */
                q?: components["parameters"]["TrackerSearch"];
                sort?: components["parameters"]["TrackerSort"];
                order?: components["parameters"]["TrackerOrder"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The applications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApplicationRequest"];
            };
        };
        responses: {
            /** @description The new application. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getApplicationsSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationsSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    exportApplications: {
        parameters: {
            query?: {
                /** @description Only applications with this status. */
                status?: components["parameters"]["TrackerStatusFilter"];
                /** @description Only applications that came this way. */
                origin?: components["parameters"]["TrackerOriginFilter"];
                /**
                 * @description Words found in the title, company, location, notes or contact (all of them, any case).
                 * @example marketing
                 */
                q?: components["parameters"]["TrackerSearch"];
                sort?: components["parameters"]["TrackerSort"];
                order?: components["parameters"]["TrackerOrder"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UTF-8 CSV with a header row (opens in Excel with a byte order mark). */
            200: {
                headers: {
                    /** @description attachment; filename="hirewise-applications-YYYY-MM-DD.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 4b8e2c1a-9d3f-4e5a-8b7c-6d5e4f3a2b1c */
                applicationId: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 4b8e2c1a-9d3f-4e5a-8b7c-6d5e4f3a2b1c */
                applicationId: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 4b8e2c1a-9d3f-4e5a-8b7c-6d5e4f3a2b1c */
                applicationId: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateApplicationRequest"];
            };
        };
        responses: {
            /** @description The updated application. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    downloadApplicationPackDocx: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 4b8e2c1a-9d3f-4e5a-8b7c-6d5e4f3a2b1c */
                applicationId: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A .docx file. */
            200: {
                headers: {
                    /** @description attachment; filename="{Name}_ATS_Resume.docx" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    downloadApplicationPackPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 4b8e2c1a-9d3f-4e5a-8b7c-6d5e4f3a2b1c */
                applicationId: components["parameters"]["ApplicationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A PDF file. */
            200: {
                headers: {
                    /** @description attachment; filename="{Name}_ATS_Resume.pdf" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listJobMatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobMatchList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createJobMatch: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The user's IANA time zone, kept on the account so daily and monthly limits reset at the user's local midnight. An account that has counted nothing yet takes it at once; otherwise a new zone applies once the local day it was reported on has ended, so a header never resets a counter. Invalid names are ignored.
                 * @example Asia/Kolkata
                 */
                "X-Time-Zone"?: components["parameters"]["TimeZone"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateJobMatchRequest"];
            };
        };
        responses: {
            /** @description The match report. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobMatchReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["QuotaExceeded"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    createJobMatchFromFile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The user's IANA time zone, kept on the account so daily and monthly limits reset at the user's local midnight. An account that has counted nothing yet takes it at once; otherwise a new zone applies once the local day it was reported on has ended, so a header never resets a counter. Invalid names are ignored.
                 * @example Asia/Kolkata
                 */
                "X-Time-Zone"?: components["parameters"]["TimeZone"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The job description (.pdf, .docx, .txt, .md or .rtf), at most 6 MB.
                     */
                    job_file: Blob | null;
                    job_title?: string;
                    company?: string;
                    /** Format: uuid */
                    resume_id?: string;
                    resume_text?: string;
                };
            };
        };
        responses: {
            /** @description The match report. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobMatchReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["QuotaExceeded"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            503: components["responses"]["ReadersBusy"];
        };
    };
    getJobMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 2e7c9a4b-1f3d-4c5e-9a8b-7c6d5e4f3a21 */
                reportId: components["parameters"]["MatchReportId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobMatchReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteJobMatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 2e7c9a4b-1f3d-4c5e-9a8b-7c6d5e4f3a21 */
                reportId: components["parameters"]["MatchReportId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listCoverLetters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The letters. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoverLetterList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    createCoverLetter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCoverLetterRequest"];
            };
        };
        responses: {
            /** @description The letter. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoverLetter"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    getCoverLetter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 8f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0 */
                letterId: components["parameters"]["CoverLetterId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The letter. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoverLetter"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteCoverLetter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 8f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0 */
                letterId: components["parameters"]["CoverLetterId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateCoverLetter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 8f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0 */
                letterId: components["parameters"]["CoverLetterId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCoverLetterRequest"];
            };
        };
        responses: {
            /** @description The saved letter. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoverLetter"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    downloadCoverLetterDocx: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 8f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0 */
                letterId: components["parameters"]["CoverLetterId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A .docx file. */
            200: {
                headers: {
                    /** @description attachment; filename="{company or job title}_Cover_Letter.docx" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
}

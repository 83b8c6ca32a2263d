import { currentUserId } from "../../http/auth-middleware";
import { send, type OperationHandlers } from "../../http/operations";
import type { InterviewService } from "./interview-service";

export function interviewHandlers(interviews: InterviewService): OperationHandlers {
  return {
    startInterview: async (req, res) => {
      send(res, "startInterview", 201, await interviews.start(currentUserId(req), req.body));
    },
    answerInterviewQuestion: async (req, res) => {
      send(res, "answerInterviewQuestion", 200, await interviews.answer(currentUserId(req), req.body));
    },
    finishInterview: async (req, res) => {
      send(res, "finishInterview", 200, await interviews.finish(currentUserId(req), req.body));
    },
    getVoiceAllowance: async (req, res) => {
      res.setHeader("Cache-Control", "no-store");
      send(res, "getVoiceAllowance", 200, await interviews.voiceAllowance(currentUserId(req)));
    },
    listInterviewSessions: async (req, res) => {
      res.setHeader("Cache-Control", "no-store");
      send(res, "listInterviewSessions", 200, await interviews.listSaved(currentUserId(req)));
    },
    getInterviewSession: async (req, res) => {
      res.setHeader("Cache-Control", "no-store");
      send(res, "getInterviewSession", 200, await interviews.detail(currentUserId(req), req.params.sessionId));
    },
    saveInterviewResults: async (req, res) => {
      const body = req.body;
      send(res, "saveInterviewResults", 200, await interviews.save(currentUserId(req), req.params.sessionId, body));
    },
    unsaveInterviewResults: async (req, res) => {
      await interviews.unsave(currentUserId(req), req.params.sessionId);
      res.status(204).end();
    },
  };
}

import { currentUserId } from "../../http/auth-middleware";
import { send, type JsonBody, type OperationHandlers } from "../../http/operations";
import type { InterviewService } from "./interview-service";

export function interviewHandlers(interviews: InterviewService): OperationHandlers {
  return {
    startInterview: async (req, res) => {
      send(res, "startInterview", 201, await interviews.start(currentUserId(req), req.body as JsonBody<"startInterview">));
    },
    answerInterviewQuestion: async (req, res) => {
      send(res, "answerInterviewQuestion", 200, await interviews.answer(currentUserId(req), req.body as JsonBody<"answerInterviewQuestion">));
    },
    finishInterview: async (req, res) => {
      send(res, "finishInterview", 200, await interviews.finish(currentUserId(req), req.body as JsonBody<"finishInterview">));
    },
  };
}

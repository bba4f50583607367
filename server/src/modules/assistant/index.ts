// The assistant module's public face: answering visitors, and the training that decides what it learns.
export { AssistantService } from "./assistant.service";
export { AssistantSessions } from "./assistant.sessions.service";
export { AssistantTraining } from "./assistant.training.service";
export { assistantRoutes } from "./assistant.routes";

/** The chat module for other modules: the customer-service console (the seller center shows it at /seller/service). */
export { AgentConsole } from "./components/agent-console";

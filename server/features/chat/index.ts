// What other features may call of chat.
export { moveConversationsToClient, moveMessagesToClient } from "./chat-client-move";
export { chatSocketPresence } from "./chat-presence";

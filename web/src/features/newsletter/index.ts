// The newsletter feature's public face: subscribing to a writer by email.
export { SubscribeForm } from "./SubscribeForm";

// Whose notifications a user may see: their own, in lists and on the realtime channel alike.

/** `private-notifications-{userId}`: only that user may listen. */
export function mayJoinNotificationsChannel(userId: number, channelSuffix: string): Promise<boolean> {
  return Promise.resolve(channelSuffix === String(userId));
}

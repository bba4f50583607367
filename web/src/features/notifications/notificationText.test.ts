import type { Notification } from "@inkwell/contract";
import { describe, expect, it } from "vitest";
import { readNotification } from "./notificationText";

const linh = { id: 3, name: "Linh Tran", username: "linh", avatar: null };
const note = (content: string, actor: Notification["actor"] = linh) => ({ content, actor });

describe("readNotification", () => {
  it("reads each of the server's sentences about the actor, with the post's title", () => {
    expect(readNotification(note("Linh Tran liked your post “Calm”"))).toEqual({
      kind: "postLiked",
      actor: "Linh Tran",
      title: "Calm",
    });
    expect(readNotification(note("Linh Tran liked your comment on “A “quoted” title”"))).toMatchObject({
      kind: "commentLiked",
      title: "A “quoted” title",
    });
    expect(readNotification(note("Linh Tran replied to your comment on “Calm”"))?.kind).toBe("replied");
    expect(readNotification(note("Linh Tran commented on your post “Calm”"))?.kind).toBe("commented");
    expect(readNotification(note("Linh Tran started following you"))).toEqual({
      kind: "followed",
      actor: "Linh Tran",
      title: "",
    });
    expect(readNotification(note("Linh Tran published “Calm”"))?.kind).toBe("published");
  });

  it("names an actor without a display name by their user name, as the server does", () => {
    expect(readNotification(note("linh started following you", { ...linh, name: " " }))?.actor).toBe("linh");
  });

  it("leaves any other text as it is", () => {
    expect(
      readNotification(note("Held for review: a post is waiting in the moderation queue", null)),
    ).toBeNull();
    expect(readNotification(note("Someone else liked your post “Calm”"))).toBeNull();
    expect(readNotification(note("Linh Tran did something new"))).toBeNull();
  });
});

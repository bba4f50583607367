// Wire shape of an invitation as administrators list it: its state, never its token.
import type { Invite } from "@inkwell/contract";
import { presentUserSummary } from "../users";
import { inviteState } from "./invites.policy";
import type { ListedInvite } from "./invites.repository";

type Joined = ListedInvite["createdBy"];

/** A left-joined account: null when there is none (never made, or deleted since). */
function person(joined: Joined) {
  if (joined?.id == null || joined.name === null || joined.username === null) return null;
  return presentUserSummary({ ...joined, id: joined.id, name: joined.name, username: joined.username });
}

export function presentInvite({ invite, createdBy, usedBy }: ListedInvite): Invite {
  return {
    id: invite.id,
    email: invite.email,
    role: invite.role,
    state: inviteState(invite),
    createdBy: person(createdBy),
    createdAt: invite.createdAt.toISOString(),
    expiresAt: invite.expiresAt.toISOString(),
    usedAt: invite.usedAt?.toISOString() ?? null,
    usedBy: person(usedBy),
    revokedAt: invite.revokedAt?.toISOString() ?? null,
  };
}

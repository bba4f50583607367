// Someone's followers or following on the server: the profile and a page of the list (kept out of search).
import type { Profile } from "@inkwell/contract";
import { profilesApi } from "../../data/api/profilesApi";
import { socialApi } from "../../data/api/socialApi";
import { pageFrom } from "../../lib/usePageParam";
import { found, load, notLoaded, type Prefetcher } from "../../ssr/prefetch";
import { peopleArgs, sideOf } from "./queries";

export const prefetch: Prefetcher = async ({ store, params, path, search, intl }) => {
  const username = params.username ?? "";
  const side = sideOf(path);
  const [{ data, error }] = await Promise.all([
    load<Profile>(store, profilesApi.endpoints.getProfile.initiate(username)),
    load(store, socialApi.endpoints.getPeople.initiate(peopleArgs(username, side, pageFrom(search)))),
  ]);
  const where = `/profile/${username}/${side}`;
  if (!data) return notLoaded(error, intl.formatMessage({ id: "people.profile.notFound.title" }), where);
  const title = intl.formatMessage(
    { id: side === "followers" ? "people.follows.title.followers" : "people.follows.title.following" },
    { name: data.name },
  );
  return found({ title, path: where, noindex: true });
};

// A profile on the server: the profile and a page of its author's posts.
import type { Profile } from "@inkwell/contract";
import { postsApi } from "../../data/api/postsApi";
import { profilesApi } from "../../data/api/profilesApi";
import { pageFrom } from "../../lib/usePageParam";
import { profileHead } from "../../ssr/head";
import { found, load, notLoaded, type Prefetcher } from "../../ssr/prefetch";
import { profilePostsArgs } from "./queries";

export const prefetch: Prefetcher = async ({ store, params, search, base, intl, site }) => {
  const username = params.username ?? "";
  const [{ data, error }] = await Promise.all([
    load<Profile>(store, profilesApi.endpoints.getProfile.initiate(username)),
    load(store, postsApi.endpoints.getPosts.initiate(profilePostsArgs(username, pageFrom(search)))),
  ]);
  if (!data)
    return notLoaded(
      error,
      intl.formatMessage({ id: "people.profile.notFound.title" }),
      `/profile/${username}`,
    );
  return found(profileHead(data, base, intl, site));
};

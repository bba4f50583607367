// What a reader can do on someone's profile: Follow, Message, and a menu to block, mute or report them; on
// their own profile, Edit profile. Each as the server says they may (`profile.can`); anonymous readers still
// see Follow, which takes them to sign in.
import type { Profile } from "@inkwell/contract";
import { FormattedMessage, useIntl } from "react-intl";
import { ButtonLink } from "../../components/ButtonLink";
import { MoreMenu, menuOf } from "../../components/MoreMenu";
import { useToggleBlockMutation, useToggleMuteMutation } from "../../data/api/profilesApi";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import { MessageButton } from "../../features/messages";
import { FollowButton, type FollowToggle } from "../../features/profiles";

interface ProfileActionsProps {
  profile: Profile;
  follow: FollowToggle;
  /** Until the reader's own follow is known, the button would act on a guess. */
  followKnown: boolean;
  onReport: () => void;
}

export function ProfileActions({ profile, follow, followKnown, onReport }: ProfileActionsProps) {
  const user = useAppSelector(selectCurrentUser);
  const intl = useIntl();
  const [block, { isLoading: blocking }] = useToggleBlockMutation();
  const [mute, { isLoading: muting }] = useToggleMuteMutation();

  if (profile.can.edit) {
    return (
      <ButtonLink to={`/profile/${profile.username}/edit`} variant="secondary" size="sm">
        <FormattedMessage id="people.profile.edit" />
      </ButtonLink>
    );
  }

  const toggleBlock = async () => {
    try {
      await block({ username: profile.username, block: !profile.isBlocked }).unwrap();
      // Blocking ends the follows either way: the profile as loaded again says so.
      follow.reset();
    } catch (err) {
      console.error("Could not update the block", err);
    }
  };

  const toggleMute = async () => {
    try {
      await mute({ username: profile.username, mute: !profile.isMuted }).unwrap();
    } catch (err) {
      console.error("Could not update the mute", err);
    }
  };

  const username = { username: profile.username };
  return (
    <>
      {(profile.can.follow || !user) && !profile.isBlocked && (
        <FollowButton follow={follow} disabled={!followKnown} />
      )}
      {profile.can.message && !profile.isBlocked && (
        <MessageButton
          user={{ id: profile.id, name: profile.name, username: profile.username, avatar: profile.avatar }}
        />
      )}
      <MoreMenu
        label={intl.formatMessage({ id: "people.profile.moreActions" })}
        items={menuOf(
          profile.can.block && {
            label: intl.formatMessage(
              { id: profile.isBlocked ? "people.profile.unblock" : "people.profile.block" },
              username,
            ),
            danger: !profile.isBlocked,
            disabled: blocking,
            onSelect: () => void toggleBlock(),
          },
          profile.can.mute && {
            label: intl.formatMessage(
              { id: profile.isMuted ? "people.profile.unmute" : "people.profile.mute" },
              username,
            ),
            disabled: muting,
            onSelect: () => void toggleMute(),
          },
          profile.can.report && {
            label: intl.formatMessage({ id: "people.profile.report" }, username),
            onSelect: onReport,
          },
        )}
      />
    </>
  );
}

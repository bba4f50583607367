// Edit your public profile (/profile/{username}/edit): the form once the profile has loaded, or why it
// cannot be edited.
import { FormattedMessage, useIntl } from "react-intl";
import { useParams } from "react-router";
import { asApiError } from "../../lib/apiError";
import { useGetProfileForEditingQuery } from "../../data/api/profilesApi";
import { ButtonLink } from "../../components/ButtonLink";
import { EmptyState } from "../../components/EmptyState";
import { Spinner } from "../../components/Spinner";
import { EditProfileForm } from "./EditProfileForm";

export default function EditProfilePage() {
  const { username = "" } = useParams();
  const intl = useIntl();
  const { data, isLoading, error } = useGetProfileForEditingQuery(username);

  if (isLoading) return <Spinner centered label={intl.formatMessage({ id: "people.editProfile.loading" })} />;
  if (!data) {
    const status = asApiError(error)?.status;
    return (
      <EmptyState
        title={intl.formatMessage({
          id: status === 403 ? "people.editProfile.forbidden" : "people.profile.failed.title",
        })}
        icon="user"
        action={
          <ButtonLink to={`/profile/${username}`} variant="secondary" size="sm">
            <FormattedMessage id="people.editProfile.viewProfile" />
          </ButtonLink>
        }
      />
    );
  }
  return <EditProfileForm key={data.id} profile={data} />;
}

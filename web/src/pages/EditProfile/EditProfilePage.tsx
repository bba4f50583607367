// Edit your public profile (/profile/{username}/edit): the form once the profile has loaded, or why it
// cannot be edited.
import { useParams } from "react-router";
import { asApiError } from "../../lib/apiError";
import { useGetProfileForEditingQuery } from "../../data/api/profilesApi";
import { ButtonLink } from "../../components/ButtonLink";
import { EmptyState } from "../../components/EmptyState";
import { Spinner } from "../../components/Spinner";
import { EditProfileForm } from "./EditProfileForm";

export default function EditProfilePage() {
  const { username = "" } = useParams();
  const { data, isLoading, error } = useGetProfileForEditingQuery(username);

  if (isLoading) return <Spinner centered label="Loading your profile" />;
  if (!data) {
    const status = asApiError(error)?.status;
    return (
      <EmptyState
        title={status === 403 ? "You can only edit your own profile" : "This profile could not be loaded"}
        icon="user"
        action={
          <ButtonLink to={`/profile/${username}`} variant="secondary" size="sm">
            View profile
          </ButtonLink>
        }
      />
    );
  }
  return <EditProfileForm key={data.id} profile={data} />;
}

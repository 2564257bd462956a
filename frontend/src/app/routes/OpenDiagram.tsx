import { Navigate, useLocation, useParams } from "react-router";

/**
 * /diagram/{id} is another address of a diagram (spec 000 §2, other navigation targets); the
 * designer itself lives at /projects/{id}, so old links and bookmarks land there.
 */
export function OpenDiagram() {
  const { projectId = "" } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`/projects/${encodeURIComponent(projectId)}${search}${hash}`} replace />;
}

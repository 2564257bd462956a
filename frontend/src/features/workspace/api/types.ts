import type { components } from "@/shared/api/schema";

type Schemas = components["schemas"];

export type Project = Schemas["ProjectOut"];
export type ProjectDetail = Schemas["ProjectDetailOut"];
export type ProjectCreateInput = Schemas["ProjectCreateIn"];
export type ProjectPatchInput = Schemas["ProjectPatchIn"];
export type ProjectAccess = Project["access"];
export type Visibility = Project["visibility"];
export type Team = Schemas["TeamOut"];
export type TeamCreateInput = Schemas["TeamCreateIn"];
export type Folder = Schemas["FolderOut"];
export type FolderDetail = Schemas["FolderDetailOut"];
export type FolderCreateInput = Schemas["FolderCreateIn"];
export type Favorite = Schemas["FavoriteOut"];
export type Collaborator = Schemas["CollaboratorOut"];
export type CollaboratorRole = Collaborator["role"];
export type Invitation = Schemas["InvitationOut"];
export type InvitationCreated = Schemas["InvitationCreatedOut"];
export type InvitationInput = Schemas["InvitationIn"];

export type Paged<T> = { count: number; next: number | null; previous: number | null; results: T[] };

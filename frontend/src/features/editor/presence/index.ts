/** Live presence in the designer: header avatars with follow mode, collaborators' cursors. */
export { CollaboratorAvatars, MAX_AVATARS, type CollaboratorAvatarsProps } from "./CollaboratorAvatars";
export { RemoteCursors, type RemoteCursorsProps } from "./RemoteCursors";

/**
 * Commands too large for a socket frame (a selection of thousands of tables moved, deleted or
 * pasted) go over HTTP, compressed (web/realtime/PROTOCOL.md [C7]). The answer is the command's
 * acknowledgement; while one is unanswered nothing else is sent, so the server receives a
 * client's commands in the order they were made.
 */
import type { Command } from "../commands/types";
import type { CommandOrigin, ServerCommand } from "./protocol";

export interface PostCommandRequest {
  id: string;
  baseRevision: number;
  command: Command;
  origin?: CommandOrigin;
  /** This client's connection id: its socket is not told the command, the answer stands for it. */
  connection: string | null;
}

/** The acknowledgement [C4]; `command` only when the server stored another form of it. */
export type PostedCommand = Omit<ServerCommand, "command"> & { command?: ServerCommand["command"] | null };

/** Resolves with the acknowledgement; rejects with a CommandRefusal when the server refused the
 * command, with anything else when it could not be reached (the command is sent again later). */
export type PostCommand = (request: PostCommandRequest) => Promise<PostedCommand>;

/** The server refused the command [C6]: it is dropped, as after a `command_error`. */
export class CommandRefusal extends Error {
  constructor(
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

/** The acknowledgement as a numbered command, with the command the client sent unless the server
 * stored another form of it. */
export function acknowledgement(posted: PostedCommand, sent: Command): ServerCommand {
  return { ...posted, command: posted.command ?? sent };
}

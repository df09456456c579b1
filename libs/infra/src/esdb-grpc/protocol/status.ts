// Package google.rpc (status.proto, code.proto): the Status a BatchAppend answer carries.
export * from './generated/status_pb';
export * from './generated/code_pb';

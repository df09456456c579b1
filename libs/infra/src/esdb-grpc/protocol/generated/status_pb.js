// source: status.proto
// GENERATED CODE -- DO NOT EDIT! (npm run proto:generate)
/* eslint-disable */
'use strict';
var jspb = require('google-protobuf');
var goog = jspb;
var google_protobuf_any_pb = require('google-protobuf/google/protobuf/any_pb.js');
var code_pb = require('./code_pb.js');
// The package namespace, local to this module (protoc-gen-js puts it on the global object).
var proto = { google: { rpc: {} } };
proto.google.rpc.Status = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.google.rpc.Status, jspb.Message);
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.google.rpc.Status.prototype.toObject = function(opt_includeInstance) {
  return proto.google.rpc.Status.toObject(opt_includeInstance, this);
};
proto.google.rpc.Status.toObject = function(includeInstance, msg) {
  var f, obj = {
    code: jspb.Message.getFieldWithDefault(msg, 1, 0),
    message: jspb.Message.getFieldWithDefault(msg, 2, ""),
    details: (f = msg.getDetails()) && google_protobuf_any_pb.Any.toObject(includeInstance, f)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.google.rpc.Status.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.google.rpc.Status;
  return proto.google.rpc.Status.deserializeBinaryFromReader(msg, reader);
};
proto.google.rpc.Status.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = reader.readEnum();
      msg.setCode(value);
      break;
    case 2:
      var value = reader.readString();
      msg.setMessage(value);
      break;
    case 3:
      var value = new google_protobuf_any_pb.Any;
      reader.readMessage(value,google_protobuf_any_pb.Any.deserializeBinaryFromReader);
      msg.setDetails(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.google.rpc.Status.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.google.rpc.Status.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.google.rpc.Status.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getCode();
  if (f !== 0.0) {
    writer.writeEnum(1, f);
  }
  f = message.getMessage();
  if (f.length > 0) {
    writer.writeString(2, f);
  }
  f = message.getDetails();
  if (f != null) {
    writer.writeMessage(3, f, google_protobuf_any_pb.Any.serializeBinaryToWriter);
  }
};
proto.google.rpc.Status.prototype.getCode = function() {
  return jspb.Message.getFieldWithDefault(this, 1, 0);
};
proto.google.rpc.Status.prototype.setCode = function(value) {
  return jspb.Message.setProto3EnumField(this, 1, value);
};
proto.google.rpc.Status.prototype.getMessage = function() {
  return jspb.Message.getFieldWithDefault(this, 2, "");
};
proto.google.rpc.Status.prototype.setMessage = function(value) {
  return jspb.Message.setProto3StringField(this, 2, value);
};
proto.google.rpc.Status.prototype.getDetails = function() {
  return jspb.Message.getWrapperField(this, google_protobuf_any_pb.Any, 3);
};
proto.google.rpc.Status.prototype.setDetails = function(value) {
  return jspb.Message.setWrapperField(this, 3, value);
};
proto.google.rpc.Status.prototype.clearDetails = function() {
  return this.setDetails(undefined);
};
proto.google.rpc.Status.prototype.hasDetails = function() {
  return jspb.Message.getField(this, 3) != null;
};
goog.object.extend(exports, proto.google.rpc);

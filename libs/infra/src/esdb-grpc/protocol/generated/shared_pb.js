// source: shared.proto
// GENERATED CODE -- DO NOT EDIT! (npm run proto:generate)
/* eslint-disable */
'use strict';
var jspb = require('google-protobuf');
var goog = jspb;
var google_protobuf_empty_pb = require('google-protobuf/google/protobuf/empty_pb.js');
// The package namespace, local to this module (protoc-gen-js puts it on the global object).
var proto = { event_store: { client: {} } };
proto.event_store.client.UUID = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, proto.event_store.client.UUID.oneofGroups_);
};
goog.inherits(proto.event_store.client.UUID, jspb.Message);
proto.event_store.client.UUID.Structured = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.UUID.Structured, jspb.Message);
proto.event_store.client.Empty = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.Empty, jspb.Message);
proto.event_store.client.StreamIdentifier = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.StreamIdentifier, jspb.Message);
proto.event_store.client.AllStreamPosition = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.AllStreamPosition, jspb.Message);
proto.event_store.client.WrongExpectedVersion = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, proto.event_store.client.WrongExpectedVersion.oneofGroups_);
};
goog.inherits(proto.event_store.client.WrongExpectedVersion, jspb.Message);
proto.event_store.client.AccessDenied = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.AccessDenied, jspb.Message);
proto.event_store.client.StreamDeleted = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.StreamDeleted, jspb.Message);
proto.event_store.client.Timeout = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.Timeout, jspb.Message);
proto.event_store.client.Unknown = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.Unknown, jspb.Message);
proto.event_store.client.InvalidTransaction = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.InvalidTransaction, jspb.Message);
proto.event_store.client.MaximumAppendSizeExceeded = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.MaximumAppendSizeExceeded, jspb.Message);
proto.event_store.client.BadRequest = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.BadRequest, jspb.Message);
proto.event_store.client.UUID.oneofGroups_ = [[1,2]];
proto.event_store.client.UUID.ValueCase = {
  VALUE_NOT_SET: 0,
  STRUCTURED: 1,
  STRING: 2
};
proto.event_store.client.UUID.prototype.getValueCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.UUID.oneofGroups_[0]);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.UUID.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.UUID.toObject(opt_includeInstance, this);
};
proto.event_store.client.UUID.toObject = function(includeInstance, msg) {
  var f, obj = {
    structured: (f = msg.getStructured()) && proto.event_store.client.UUID.Structured.toObject(includeInstance, f),
    string: jspb.Message.getFieldWithDefault(msg, 2, "")
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.UUID.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.UUID;
  return proto.event_store.client.UUID.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.UUID.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new proto.event_store.client.UUID.Structured;
      reader.readMessage(value,proto.event_store.client.UUID.Structured.deserializeBinaryFromReader);
      msg.setStructured(value);
      break;
    case 2:
      var value = reader.readString();
      msg.setString(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.UUID.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.UUID.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.UUID.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getStructured();
  if (f != null) {
    writer.writeMessage(1, f, proto.event_store.client.UUID.Structured.serializeBinaryToWriter);
  }
  f = jspb.Message.getField(message, 2);
  if (f != null) {
    writer.writeString(2, f);
  }
};
proto.event_store.client.UUID.prototype.getStructured = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.UUID.Structured, 1);
};
proto.event_store.client.UUID.prototype.setStructured = function(value) {
  return jspb.Message.setOneofWrapperField(this, 1, proto.event_store.client.UUID.oneofGroups_[0], value);
};
proto.event_store.client.UUID.prototype.clearStructured = function() {
  return this.setStructured(undefined);
};
proto.event_store.client.UUID.prototype.hasStructured = function() {
  return jspb.Message.getField(this, 1) != null;
};
proto.event_store.client.UUID.prototype.getString = function() {
  return jspb.Message.getFieldWithDefault(this, 2, "");
};
proto.event_store.client.UUID.prototype.setString = function(value) {
  return jspb.Message.setOneofField(this, 2, proto.event_store.client.UUID.oneofGroups_[0], value);
};
proto.event_store.client.UUID.prototype.clearString = function() {
  return jspb.Message.setOneofField(this, 2, proto.event_store.client.UUID.oneofGroups_[0], undefined);
};
proto.event_store.client.UUID.prototype.hasString = function() {
  return jspb.Message.getField(this, 2) != null;
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.UUID.Structured.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.UUID.Structured.toObject(opt_includeInstance, this);
};
proto.event_store.client.UUID.Structured.toObject = function(includeInstance, msg) {
  var f, obj = {
    mostSignificantBits: jspb.Message.getFieldWithDefault(msg, 1, "0"),
    leastSignificantBits: jspb.Message.getFieldWithDefault(msg, 2, "0")
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.UUID.Structured.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.UUID.Structured;
  return proto.event_store.client.UUID.Structured.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.UUID.Structured.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = reader.readInt64String();
      msg.setMostSignificantBits(value);
      break;
    case 2:
      var value = reader.readInt64String();
      msg.setLeastSignificantBits(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.UUID.Structured.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.UUID.Structured.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.UUID.Structured.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getMostSignificantBits();
  if (parseInt(f, 10) !== 0) {
    writer.writeInt64String(1, f);
  }
  f = message.getLeastSignificantBits();
  if (parseInt(f, 10) !== 0) {
    writer.writeInt64String(2, f);
  }
};
proto.event_store.client.UUID.Structured.prototype.getMostSignificantBits = function() {
  return jspb.Message.getFieldWithDefault(this, 1, "0");
};
proto.event_store.client.UUID.Structured.prototype.setMostSignificantBits = function(value) {
  return jspb.Message.setProto3StringIntField(this, 1, value);
};
proto.event_store.client.UUID.Structured.prototype.getLeastSignificantBits = function() {
  return jspb.Message.getFieldWithDefault(this, 2, "0");
};
proto.event_store.client.UUID.Structured.prototype.setLeastSignificantBits = function(value) {
  return jspb.Message.setProto3StringIntField(this, 2, value);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.Empty.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.Empty.toObject(opt_includeInstance, this);
};
proto.event_store.client.Empty.toObject = function(includeInstance, msg) {
  var f, obj = {

  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.Empty.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.Empty;
  return proto.event_store.client.Empty.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.Empty.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.Empty.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.Empty.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.Empty.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.StreamIdentifier.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.StreamIdentifier.toObject(opt_includeInstance, this);
};
proto.event_store.client.StreamIdentifier.toObject = function(includeInstance, msg) {
  var f, obj = {
    streamName: msg.getStreamName_asB64()
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.StreamIdentifier.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.StreamIdentifier;
  return proto.event_store.client.StreamIdentifier.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.StreamIdentifier.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 3:
      var value = reader.readBytes();
      msg.setStreamName(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.StreamIdentifier.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.StreamIdentifier.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.StreamIdentifier.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getStreamName_asU8();
  if (f.length > 0) {
    writer.writeBytes(3, f);
  }
};
proto.event_store.client.StreamIdentifier.prototype.getStreamName = function() {
  return jspb.Message.getFieldWithDefault(this, 3, "");
};
proto.event_store.client.StreamIdentifier.prototype.getStreamName_asB64 = function() {
  return jspb.Message.bytesAsB64(this.getStreamName());
};
proto.event_store.client.StreamIdentifier.prototype.getStreamName_asU8 = function() {
  return jspb.Message.bytesAsU8(this.getStreamName());
};
proto.event_store.client.StreamIdentifier.prototype.setStreamName = function(value) {
  return jspb.Message.setProto3BytesField(this, 3, value);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.AllStreamPosition.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.AllStreamPosition.toObject(opt_includeInstance, this);
};
proto.event_store.client.AllStreamPosition.toObject = function(includeInstance, msg) {
  var f, obj = {
    commitPosition: jspb.Message.getFieldWithDefault(msg, 1, "0"),
    preparePosition: jspb.Message.getFieldWithDefault(msg, 2, "0")
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.AllStreamPosition.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.AllStreamPosition;
  return proto.event_store.client.AllStreamPosition.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.AllStreamPosition.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = reader.readUint64String();
      msg.setCommitPosition(value);
      break;
    case 2:
      var value = reader.readUint64String();
      msg.setPreparePosition(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.AllStreamPosition.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.AllStreamPosition.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.AllStreamPosition.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getCommitPosition();
  if (parseInt(f, 10) !== 0) {
    writer.writeUint64String(1, f);
  }
  f = message.getPreparePosition();
  if (parseInt(f, 10) !== 0) {
    writer.writeUint64String(2, f);
  }
};
proto.event_store.client.AllStreamPosition.prototype.getCommitPosition = function() {
  return jspb.Message.getFieldWithDefault(this, 1, "0");
};
proto.event_store.client.AllStreamPosition.prototype.setCommitPosition = function(value) {
  return jspb.Message.setProto3StringIntField(this, 1, value);
};
proto.event_store.client.AllStreamPosition.prototype.getPreparePosition = function() {
  return jspb.Message.getFieldWithDefault(this, 2, "0");
};
proto.event_store.client.AllStreamPosition.prototype.setPreparePosition = function(value) {
  return jspb.Message.setProto3StringIntField(this, 2, value);
};
proto.event_store.client.WrongExpectedVersion.oneofGroups_ = [[1,2],[3,4,5,6]];
proto.event_store.client.WrongExpectedVersion.CurrentStreamRevisionOptionCase = {
  CURRENT_STREAM_REVISION_OPTION_NOT_SET: 0,
  CURRENT_STREAM_REVISION: 1,
  CURRENT_NO_STREAM: 2
};
proto.event_store.client.WrongExpectedVersion.prototype.getCurrentStreamRevisionOptionCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.WrongExpectedVersion.oneofGroups_[0]);
};
proto.event_store.client.WrongExpectedVersion.ExpectedStreamPositionOptionCase = {
  EXPECTED_STREAM_POSITION_OPTION_NOT_SET: 0,
  EXPECTED_STREAM_POSITION: 3,
  EXPECTED_ANY: 4,
  EXPECTED_STREAM_EXISTS: 5,
  EXPECTED_NO_STREAM: 6
};
proto.event_store.client.WrongExpectedVersion.prototype.getExpectedStreamPositionOptionCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.WrongExpectedVersion.oneofGroups_[1]);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.WrongExpectedVersion.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.WrongExpectedVersion.toObject(opt_includeInstance, this);
};
proto.event_store.client.WrongExpectedVersion.toObject = function(includeInstance, msg) {
  var f, obj = {
    currentStreamRevision: jspb.Message.getFieldWithDefault(msg, 1, "0"),
    currentNoStream: (f = msg.getCurrentNoStream()) && google_protobuf_empty_pb.Empty.toObject(includeInstance, f),
    expectedStreamPosition: jspb.Message.getFieldWithDefault(msg, 3, "0"),
    expectedAny: (f = msg.getExpectedAny()) && google_protobuf_empty_pb.Empty.toObject(includeInstance, f),
    expectedStreamExists: (f = msg.getExpectedStreamExists()) && google_protobuf_empty_pb.Empty.toObject(includeInstance, f),
    expectedNoStream: (f = msg.getExpectedNoStream()) && google_protobuf_empty_pb.Empty.toObject(includeInstance, f)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.WrongExpectedVersion.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.WrongExpectedVersion;
  return proto.event_store.client.WrongExpectedVersion.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.WrongExpectedVersion.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = reader.readUint64String();
      msg.setCurrentStreamRevision(value);
      break;
    case 2:
      var value = new google_protobuf_empty_pb.Empty;
      reader.readMessage(value,google_protobuf_empty_pb.Empty.deserializeBinaryFromReader);
      msg.setCurrentNoStream(value);
      break;
    case 3:
      var value = reader.readUint64String();
      msg.setExpectedStreamPosition(value);
      break;
    case 4:
      var value = new google_protobuf_empty_pb.Empty;
      reader.readMessage(value,google_protobuf_empty_pb.Empty.deserializeBinaryFromReader);
      msg.setExpectedAny(value);
      break;
    case 5:
      var value = new google_protobuf_empty_pb.Empty;
      reader.readMessage(value,google_protobuf_empty_pb.Empty.deserializeBinaryFromReader);
      msg.setExpectedStreamExists(value);
      break;
    case 6:
      var value = new google_protobuf_empty_pb.Empty;
      reader.readMessage(value,google_protobuf_empty_pb.Empty.deserializeBinaryFromReader);
      msg.setExpectedNoStream(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.WrongExpectedVersion.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.WrongExpectedVersion.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.WrongExpectedVersion.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = jspb.Message.getField(message, 1);
  if (f != null) {
    writer.writeUint64String(1, f);
  }
  f = message.getCurrentNoStream();
  if (f != null) {
    writer.writeMessage(2, f, google_protobuf_empty_pb.Empty.serializeBinaryToWriter);
  }
  f = jspb.Message.getField(message, 3);
  if (f != null) {
    writer.writeUint64String(3, f);
  }
  f = message.getExpectedAny();
  if (f != null) {
    writer.writeMessage(4, f, google_protobuf_empty_pb.Empty.serializeBinaryToWriter);
  }
  f = message.getExpectedStreamExists();
  if (f != null) {
    writer.writeMessage(5, f, google_protobuf_empty_pb.Empty.serializeBinaryToWriter);
  }
  f = message.getExpectedNoStream();
  if (f != null) {
    writer.writeMessage(6, f, google_protobuf_empty_pb.Empty.serializeBinaryToWriter);
  }
};
proto.event_store.client.WrongExpectedVersion.prototype.getCurrentStreamRevision = function() {
  return jspb.Message.getFieldWithDefault(this, 1, "0");
};
proto.event_store.client.WrongExpectedVersion.prototype.setCurrentStreamRevision = function(value) {
  return jspb.Message.setOneofField(this, 1, proto.event_store.client.WrongExpectedVersion.oneofGroups_[0], value);
};
proto.event_store.client.WrongExpectedVersion.prototype.clearCurrentStreamRevision = function() {
  return jspb.Message.setOneofField(this, 1, proto.event_store.client.WrongExpectedVersion.oneofGroups_[0], undefined);
};
proto.event_store.client.WrongExpectedVersion.prototype.hasCurrentStreamRevision = function() {
  return jspb.Message.getField(this, 1) != null;
};
proto.event_store.client.WrongExpectedVersion.prototype.getCurrentNoStream = function() {
  return jspb.Message.getWrapperField(this, google_protobuf_empty_pb.Empty, 2);
};
proto.event_store.client.WrongExpectedVersion.prototype.setCurrentNoStream = function(value) {
  return jspb.Message.setOneofWrapperField(this, 2, proto.event_store.client.WrongExpectedVersion.oneofGroups_[0], value);
};
proto.event_store.client.WrongExpectedVersion.prototype.clearCurrentNoStream = function() {
  return this.setCurrentNoStream(undefined);
};
proto.event_store.client.WrongExpectedVersion.prototype.hasCurrentNoStream = function() {
  return jspb.Message.getField(this, 2) != null;
};
proto.event_store.client.WrongExpectedVersion.prototype.getExpectedStreamPosition = function() {
  return jspb.Message.getFieldWithDefault(this, 3, "0");
};
proto.event_store.client.WrongExpectedVersion.prototype.setExpectedStreamPosition = function(value) {
  return jspb.Message.setOneofField(this, 3, proto.event_store.client.WrongExpectedVersion.oneofGroups_[1], value);
};
proto.event_store.client.WrongExpectedVersion.prototype.clearExpectedStreamPosition = function() {
  return jspb.Message.setOneofField(this, 3, proto.event_store.client.WrongExpectedVersion.oneofGroups_[1], undefined);
};
proto.event_store.client.WrongExpectedVersion.prototype.hasExpectedStreamPosition = function() {
  return jspb.Message.getField(this, 3) != null;
};
proto.event_store.client.WrongExpectedVersion.prototype.getExpectedAny = function() {
  return jspb.Message.getWrapperField(this, google_protobuf_empty_pb.Empty, 4);
};
proto.event_store.client.WrongExpectedVersion.prototype.setExpectedAny = function(value) {
  return jspb.Message.setOneofWrapperField(this, 4, proto.event_store.client.WrongExpectedVersion.oneofGroups_[1], value);
};
proto.event_store.client.WrongExpectedVersion.prototype.clearExpectedAny = function() {
  return this.setExpectedAny(undefined);
};
proto.event_store.client.WrongExpectedVersion.prototype.hasExpectedAny = function() {
  return jspb.Message.getField(this, 4) != null;
};
proto.event_store.client.WrongExpectedVersion.prototype.getExpectedStreamExists = function() {
  return jspb.Message.getWrapperField(this, google_protobuf_empty_pb.Empty, 5);
};
proto.event_store.client.WrongExpectedVersion.prototype.setExpectedStreamExists = function(value) {
  return jspb.Message.setOneofWrapperField(this, 5, proto.event_store.client.WrongExpectedVersion.oneofGroups_[1], value);
};
proto.event_store.client.WrongExpectedVersion.prototype.clearExpectedStreamExists = function() {
  return this.setExpectedStreamExists(undefined);
};
proto.event_store.client.WrongExpectedVersion.prototype.hasExpectedStreamExists = function() {
  return jspb.Message.getField(this, 5) != null;
};
proto.event_store.client.WrongExpectedVersion.prototype.getExpectedNoStream = function() {
  return jspb.Message.getWrapperField(this, google_protobuf_empty_pb.Empty, 6);
};
proto.event_store.client.WrongExpectedVersion.prototype.setExpectedNoStream = function(value) {
  return jspb.Message.setOneofWrapperField(this, 6, proto.event_store.client.WrongExpectedVersion.oneofGroups_[1], value);
};
proto.event_store.client.WrongExpectedVersion.prototype.clearExpectedNoStream = function() {
  return this.setExpectedNoStream(undefined);
};
proto.event_store.client.WrongExpectedVersion.prototype.hasExpectedNoStream = function() {
  return jspb.Message.getField(this, 6) != null;
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.AccessDenied.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.AccessDenied.toObject(opt_includeInstance, this);
};
proto.event_store.client.AccessDenied.toObject = function(includeInstance, msg) {
  var f, obj = {

  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.AccessDenied.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.AccessDenied;
  return proto.event_store.client.AccessDenied.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.AccessDenied.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.AccessDenied.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.AccessDenied.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.AccessDenied.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.StreamDeleted.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.StreamDeleted.toObject(opt_includeInstance, this);
};
proto.event_store.client.StreamDeleted.toObject = function(includeInstance, msg) {
  var f, obj = {
    streamIdentifier: (f = msg.getStreamIdentifier()) && proto.event_store.client.StreamIdentifier.toObject(includeInstance, f)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.StreamDeleted.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.StreamDeleted;
  return proto.event_store.client.StreamDeleted.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.StreamDeleted.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new proto.event_store.client.StreamIdentifier;
      reader.readMessage(value,proto.event_store.client.StreamIdentifier.deserializeBinaryFromReader);
      msg.setStreamIdentifier(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.StreamDeleted.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.StreamDeleted.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.StreamDeleted.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getStreamIdentifier();
  if (f != null) {
    writer.writeMessage(1, f, proto.event_store.client.StreamIdentifier.serializeBinaryToWriter);
  }
};
proto.event_store.client.StreamDeleted.prototype.getStreamIdentifier = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.StreamIdentifier, 1);
};
proto.event_store.client.StreamDeleted.prototype.setStreamIdentifier = function(value) {
  return jspb.Message.setWrapperField(this, 1, value);
};
proto.event_store.client.StreamDeleted.prototype.clearStreamIdentifier = function() {
  return this.setStreamIdentifier(undefined);
};
proto.event_store.client.StreamDeleted.prototype.hasStreamIdentifier = function() {
  return jspb.Message.getField(this, 1) != null;
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.Timeout.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.Timeout.toObject(opt_includeInstance, this);
};
proto.event_store.client.Timeout.toObject = function(includeInstance, msg) {
  var f, obj = {

  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.Timeout.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.Timeout;
  return proto.event_store.client.Timeout.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.Timeout.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.Timeout.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.Timeout.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.Timeout.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.Unknown.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.Unknown.toObject(opt_includeInstance, this);
};
proto.event_store.client.Unknown.toObject = function(includeInstance, msg) {
  var f, obj = {

  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.Unknown.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.Unknown;
  return proto.event_store.client.Unknown.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.Unknown.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.Unknown.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.Unknown.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.Unknown.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.InvalidTransaction.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.InvalidTransaction.toObject(opt_includeInstance, this);
};
proto.event_store.client.InvalidTransaction.toObject = function(includeInstance, msg) {
  var f, obj = {

  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.InvalidTransaction.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.InvalidTransaction;
  return proto.event_store.client.InvalidTransaction.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.InvalidTransaction.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.InvalidTransaction.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.InvalidTransaction.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.InvalidTransaction.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.MaximumAppendSizeExceeded.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.MaximumAppendSizeExceeded.toObject(opt_includeInstance, this);
};
proto.event_store.client.MaximumAppendSizeExceeded.toObject = function(includeInstance, msg) {
  var f, obj = {
    maxappendsize: jspb.Message.getFieldWithDefault(msg, 1, 0)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.MaximumAppendSizeExceeded.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.MaximumAppendSizeExceeded;
  return proto.event_store.client.MaximumAppendSizeExceeded.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.MaximumAppendSizeExceeded.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = reader.readUint32();
      msg.setMaxappendsize(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.MaximumAppendSizeExceeded.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.MaximumAppendSizeExceeded.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.MaximumAppendSizeExceeded.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getMaxappendsize();
  if (f !== 0) {
    writer.writeUint32(1, f);
  }
};
proto.event_store.client.MaximumAppendSizeExceeded.prototype.getMaxappendsize = function() {
  return jspb.Message.getFieldWithDefault(this, 1, 0);
};
proto.event_store.client.MaximumAppendSizeExceeded.prototype.setMaxappendsize = function(value) {
  return jspb.Message.setProto3IntField(this, 1, value);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.BadRequest.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.BadRequest.toObject(opt_includeInstance, this);
};
proto.event_store.client.BadRequest.toObject = function(includeInstance, msg) {
  var f, obj = {
    message: jspb.Message.getFieldWithDefault(msg, 1, "")
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.BadRequest.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.BadRequest;
  return proto.event_store.client.BadRequest.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.BadRequest.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = reader.readString();
      msg.setMessage(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.BadRequest.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.BadRequest.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.BadRequest.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getMessage();
  if (f.length > 0) {
    writer.writeString(1, f);
  }
};
proto.event_store.client.BadRequest.prototype.getMessage = function() {
  return jspb.Message.getFieldWithDefault(this, 1, "");
};
proto.event_store.client.BadRequest.prototype.setMessage = function(value) {
  return jspb.Message.setProto3StringField(this, 1, value);
};
goog.object.extend(exports, proto.event_store.client);

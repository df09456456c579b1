// source: persistent.proto
// GENERATED CODE -- DO NOT EDIT! (npm run proto:generate)
/* eslint-disable */
'use strict';
var jspb = require('google-protobuf');
var goog = jspb;
var shared_pb = require('./shared_pb.js');
// The package namespace, local to this module (protoc-gen-js puts it on the global object).
var proto = { event_store: { client: { persistent_subscriptions: {} } } };
proto.event_store.client.persistent_subscriptions.ReadReq = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, proto.event_store.client.persistent_subscriptions.ReadReq.oneofGroups_);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.ReadReq, jspb.Message);
proto.event_store.client.persistent_subscriptions.ReadReq.Options = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, proto.event_store.client.persistent_subscriptions.ReadReq.Options.oneofGroups_);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.ReadReq.Options, jspb.Message);
proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.oneofGroups_);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption, jspb.Message);
proto.event_store.client.persistent_subscriptions.ReadReq.Ack = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, proto.event_store.client.persistent_subscriptions.ReadReq.Ack.repeatedFields_, null);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.ReadReq.Ack, jspb.Message);
proto.event_store.client.persistent_subscriptions.ReadReq.Ack.repeatedFields_ = [2];
proto.event_store.client.persistent_subscriptions.ReadReq.Nack = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, proto.event_store.client.persistent_subscriptions.ReadReq.Nack.repeatedFields_, null);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.ReadReq.Nack, jspb.Message);
proto.event_store.client.persistent_subscriptions.ReadReq.Nack.repeatedFields_ = [2];
proto.event_store.client.persistent_subscriptions.ReadResp = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, proto.event_store.client.persistent_subscriptions.ReadResp.oneofGroups_);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.ReadResp, jspb.Message);
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.oneofGroups_);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent, jspb.Message);
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent, jspb.Message);
proto.event_store.client.persistent_subscriptions.ReadResp.SubscriptionConfirmation = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.ReadResp.SubscriptionConfirmation, jspb.Message);
proto.event_store.client.persistent_subscriptions.CreateReq = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.CreateReq, jspb.Message);
proto.event_store.client.persistent_subscriptions.CreateReq.Options = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, proto.event_store.client.persistent_subscriptions.CreateReq.Options.oneofGroups_);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.CreateReq.Options, jspb.Message);
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.oneofGroups_);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions, jspb.Message);
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.oneofGroups_);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions, jspb.Message);
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.oneofGroups_);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions, jspb.Message);
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression.repeatedFields_, null);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression, jspb.Message);
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression.repeatedFields_ = [2];
proto.event_store.client.persistent_subscriptions.CreateReq.Position = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.CreateReq.Position, jspb.Message);
proto.event_store.client.persistent_subscriptions.CreateReq.Settings = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, proto.event_store.client.persistent_subscriptions.CreateReq.Settings.oneofGroups_);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.CreateReq.Settings, jspb.Message);
proto.event_store.client.persistent_subscriptions.CreateResp = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.CreateResp, jspb.Message);
proto.event_store.client.persistent_subscriptions.UpdateReq = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.UpdateReq, jspb.Message);
proto.event_store.client.persistent_subscriptions.UpdateReq.Options = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, proto.event_store.client.persistent_subscriptions.UpdateReq.Options.oneofGroups_);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.UpdateReq.Options, jspb.Message);
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.oneofGroups_);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions, jspb.Message);
proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.oneofGroups_);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions, jspb.Message);
proto.event_store.client.persistent_subscriptions.UpdateReq.Position = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.UpdateReq.Position, jspb.Message);
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.oneofGroups_);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.UpdateReq.Settings, jspb.Message);
proto.event_store.client.persistent_subscriptions.UpdateResp = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.UpdateResp, jspb.Message);
proto.event_store.client.persistent_subscriptions.DeleteReq = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.DeleteReq, jspb.Message);
proto.event_store.client.persistent_subscriptions.DeleteReq.Options = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, proto.event_store.client.persistent_subscriptions.DeleteReq.Options.oneofGroups_);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.DeleteReq.Options, jspb.Message);
proto.event_store.client.persistent_subscriptions.DeleteResp = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.DeleteResp, jspb.Message);
proto.event_store.client.persistent_subscriptions.GetInfoReq = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.GetInfoReq, jspb.Message);
proto.event_store.client.persistent_subscriptions.GetInfoReq.Options = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.oneofGroups_);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.GetInfoReq.Options, jspb.Message);
proto.event_store.client.persistent_subscriptions.GetInfoResp = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.GetInfoResp, jspb.Message);
proto.event_store.client.persistent_subscriptions.SubscriptionInfo = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, proto.event_store.client.persistent_subscriptions.SubscriptionInfo.repeatedFields_, null);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.SubscriptionInfo, jspb.Message);
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.repeatedFields_ = [4];
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.repeatedFields_, null);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo, jspb.Message);
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.repeatedFields_ = [6];
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.Measurement = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.SubscriptionInfo.Measurement, jspb.Message);
proto.event_store.client.persistent_subscriptions.ReplayParkedReq = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.ReplayParkedReq, jspb.Message);
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.oneofGroups_);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options, jspb.Message);
proto.event_store.client.persistent_subscriptions.ReplayParkedResp = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.ReplayParkedResp, jspb.Message);
proto.event_store.client.persistent_subscriptions.ListReq = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, null);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.ListReq, jspb.Message);
proto.event_store.client.persistent_subscriptions.ListReq.Options = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, proto.event_store.client.persistent_subscriptions.ListReq.Options.oneofGroups_);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.ListReq.Options, jspb.Message);
proto.event_store.client.persistent_subscriptions.ListReq.StreamOption = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, null, proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.oneofGroups_);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.ListReq.StreamOption, jspb.Message);
proto.event_store.client.persistent_subscriptions.ListResp = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, proto.event_store.client.persistent_subscriptions.ListResp.repeatedFields_, null);
};
goog.inherits(proto.event_store.client.persistent_subscriptions.ListResp, jspb.Message);
proto.event_store.client.persistent_subscriptions.ListResp.repeatedFields_ = [1];
proto.event_store.client.persistent_subscriptions.ReadReq.oneofGroups_ = [[1,2,3]];
proto.event_store.client.persistent_subscriptions.ReadReq.ContentCase = {
  CONTENT_NOT_SET: 0,
  OPTIONS: 1,
  ACK: 2,
  NACK: 3
};
proto.event_store.client.persistent_subscriptions.ReadReq.prototype.getContentCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.persistent_subscriptions.ReadReq.oneofGroups_[0]);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.ReadReq.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.ReadReq.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.ReadReq.toObject = function(includeInstance, msg) {
  var f, obj = {
    options: (f = msg.getOptions()) && proto.event_store.client.persistent_subscriptions.ReadReq.Options.toObject(includeInstance, f),
    ack: (f = msg.getAck()) && proto.event_store.client.persistent_subscriptions.ReadReq.Ack.toObject(includeInstance, f),
    nack: (f = msg.getNack()) && proto.event_store.client.persistent_subscriptions.ReadReq.Nack.toObject(includeInstance, f)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.ReadReq.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.ReadReq;
  return proto.event_store.client.persistent_subscriptions.ReadReq.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.ReadReq.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new proto.event_store.client.persistent_subscriptions.ReadReq.Options;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.ReadReq.Options.deserializeBinaryFromReader);
      msg.setOptions(value);
      break;
    case 2:
      var value = new proto.event_store.client.persistent_subscriptions.ReadReq.Ack;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.ReadReq.Ack.deserializeBinaryFromReader);
      msg.setAck(value);
      break;
    case 3:
      var value = new proto.event_store.client.persistent_subscriptions.ReadReq.Nack;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.ReadReq.Nack.deserializeBinaryFromReader);
      msg.setNack(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.ReadReq.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.ReadReq.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.ReadReq.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getOptions();
  if (f != null) {
    writer.writeMessage(1, f, proto.event_store.client.persistent_subscriptions.ReadReq.Options.serializeBinaryToWriter);
  }
  f = message.getAck();
  if (f != null) {
    writer.writeMessage(2, f, proto.event_store.client.persistent_subscriptions.ReadReq.Ack.serializeBinaryToWriter);
  }
  f = message.getNack();
  if (f != null) {
    writer.writeMessage(3, f, proto.event_store.client.persistent_subscriptions.ReadReq.Nack.serializeBinaryToWriter);
  }
};
proto.event_store.client.persistent_subscriptions.ReadReq.prototype.getOptions = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.ReadReq.Options, 1);
};
proto.event_store.client.persistent_subscriptions.ReadReq.prototype.setOptions = function(value) {
  return jspb.Message.setOneofWrapperField(this, 1, proto.event_store.client.persistent_subscriptions.ReadReq.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.ReadReq.prototype.clearOptions = function() {
  return this.setOptions(undefined);
};
proto.event_store.client.persistent_subscriptions.ReadReq.prototype.hasOptions = function() {
  return jspb.Message.getField(this, 1) != null;
};
proto.event_store.client.persistent_subscriptions.ReadReq.prototype.getAck = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.ReadReq.Ack, 2);
};
proto.event_store.client.persistent_subscriptions.ReadReq.prototype.setAck = function(value) {
  return jspb.Message.setOneofWrapperField(this, 2, proto.event_store.client.persistent_subscriptions.ReadReq.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.ReadReq.prototype.clearAck = function() {
  return this.setAck(undefined);
};
proto.event_store.client.persistent_subscriptions.ReadReq.prototype.hasAck = function() {
  return jspb.Message.getField(this, 2) != null;
};
proto.event_store.client.persistent_subscriptions.ReadReq.prototype.getNack = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.ReadReq.Nack, 3);
};
proto.event_store.client.persistent_subscriptions.ReadReq.prototype.setNack = function(value) {
  return jspb.Message.setOneofWrapperField(this, 3, proto.event_store.client.persistent_subscriptions.ReadReq.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.ReadReq.prototype.clearNack = function() {
  return this.setNack(undefined);
};
proto.event_store.client.persistent_subscriptions.ReadReq.prototype.hasNack = function() {
  return jspb.Message.getField(this, 3) != null;
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.oneofGroups_ = [[1,5]];
proto.event_store.client.persistent_subscriptions.ReadReq.Options.StreamOptionCase = {
  STREAM_OPTION_NOT_SET: 0,
  STREAM_IDENTIFIER: 1,
  ALL: 5
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.prototype.getStreamOptionCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.persistent_subscriptions.ReadReq.Options.oneofGroups_[0]);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.ReadReq.Options.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.ReadReq.Options.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.toObject = function(includeInstance, msg) {
  var f, obj = {
    streamIdentifier: (f = msg.getStreamIdentifier()) && shared_pb.StreamIdentifier.toObject(includeInstance, f),
    all: (f = msg.getAll()) && shared_pb.Empty.toObject(includeInstance, f),
    groupName: jspb.Message.getFieldWithDefault(msg, 2, ""),
    bufferSize: jspb.Message.getFieldWithDefault(msg, 3, 0),
    uuidOption: (f = msg.getUuidOption()) && proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.toObject(includeInstance, f)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.ReadReq.Options.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.ReadReq.Options;
  return proto.event_store.client.persistent_subscriptions.ReadReq.Options.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new shared_pb.StreamIdentifier;
      reader.readMessage(value,shared_pb.StreamIdentifier.deserializeBinaryFromReader);
      msg.setStreamIdentifier(value);
      break;
    case 5:
      var value = new shared_pb.Empty;
      reader.readMessage(value,shared_pb.Empty.deserializeBinaryFromReader);
      msg.setAll(value);
      break;
    case 2:
      var value = reader.readString();
      msg.setGroupName(value);
      break;
    case 3:
      var value = reader.readInt32();
      msg.setBufferSize(value);
      break;
    case 4:
      var value = new proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.deserializeBinaryFromReader);
      msg.setUuidOption(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.ReadReq.Options.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getStreamIdentifier();
  if (f != null) {
    writer.writeMessage(1, f, shared_pb.StreamIdentifier.serializeBinaryToWriter);
  }
  f = message.getAll();
  if (f != null) {
    writer.writeMessage(5, f, shared_pb.Empty.serializeBinaryToWriter);
  }
  f = message.getGroupName();
  if (f.length > 0) {
    writer.writeString(2, f);
  }
  f = message.getBufferSize();
  if (f !== 0) {
    writer.writeInt32(3, f);
  }
  f = message.getUuidOption();
  if (f != null) {
    writer.writeMessage(4, f, proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.serializeBinaryToWriter);
  }
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.prototype.getStreamIdentifier = function() {
  return jspb.Message.getWrapperField(this, shared_pb.StreamIdentifier, 1);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.prototype.setStreamIdentifier = function(value) {
  return jspb.Message.setOneofWrapperField(this, 1, proto.event_store.client.persistent_subscriptions.ReadReq.Options.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.prototype.clearStreamIdentifier = function() {
  return this.setStreamIdentifier(undefined);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.prototype.hasStreamIdentifier = function() {
  return jspb.Message.getField(this, 1) != null;
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.prototype.getAll = function() {
  return jspb.Message.getWrapperField(this, shared_pb.Empty, 5);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.prototype.setAll = function(value) {
  return jspb.Message.setOneofWrapperField(this, 5, proto.event_store.client.persistent_subscriptions.ReadReq.Options.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.prototype.clearAll = function() {
  return this.setAll(undefined);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.prototype.hasAll = function() {
  return jspb.Message.getField(this, 5) != null;
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.prototype.getGroupName = function() {
  return jspb.Message.getFieldWithDefault(this, 2, "");
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.prototype.setGroupName = function(value) {
  return jspb.Message.setProto3StringField(this, 2, value);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.prototype.getBufferSize = function() {
  return jspb.Message.getFieldWithDefault(this, 3, 0);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.prototype.setBufferSize = function(value) {
  return jspb.Message.setProto3IntField(this, 3, value);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.prototype.getUuidOption = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption, 4);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.prototype.setUuidOption = function(value) {
  return jspb.Message.setWrapperField(this, 4, value);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.prototype.clearUuidOption = function() {
  return this.setUuidOption(undefined);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.prototype.hasUuidOption = function() {
  return jspb.Message.getField(this, 4) != null;
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.oneofGroups_ = [[1,2]];
proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.ContentCase = {
  CONTENT_NOT_SET: 0,
  STRUCTURED: 1,
  STRING: 2
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.prototype.getContentCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.oneofGroups_[0]);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.toObject = function(includeInstance, msg) {
  var f, obj = {
    structured: (f = msg.getStructured()) && shared_pb.Empty.toObject(includeInstance, f),
    string: (f = msg.getString()) && shared_pb.Empty.toObject(includeInstance, f)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption;
  return proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new shared_pb.Empty;
      reader.readMessage(value,shared_pb.Empty.deserializeBinaryFromReader);
      msg.setStructured(value);
      break;
    case 2:
      var value = new shared_pb.Empty;
      reader.readMessage(value,shared_pb.Empty.deserializeBinaryFromReader);
      msg.setString(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getStructured();
  if (f != null) {
    writer.writeMessage(1, f, shared_pb.Empty.serializeBinaryToWriter);
  }
  f = message.getString();
  if (f != null) {
    writer.writeMessage(2, f, shared_pb.Empty.serializeBinaryToWriter);
  }
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.prototype.getStructured = function() {
  return jspb.Message.getWrapperField(this, shared_pb.Empty, 1);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.prototype.setStructured = function(value) {
  return jspb.Message.setOneofWrapperField(this, 1, proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.prototype.clearStructured = function() {
  return this.setStructured(undefined);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.prototype.hasStructured = function() {
  return jspb.Message.getField(this, 1) != null;
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.prototype.getString = function() {
  return jspb.Message.getWrapperField(this, shared_pb.Empty, 2);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.prototype.setString = function(value) {
  return jspb.Message.setOneofWrapperField(this, 2, proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.prototype.clearString = function() {
  return this.setString(undefined);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Options.UUIDOption.prototype.hasString = function() {
  return jspb.Message.getField(this, 2) != null;
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.ReadReq.Ack.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.ReadReq.Ack.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Ack.toObject = function(includeInstance, msg) {
  var f, obj = {
    id: msg.getId_asB64(),
    idsList: jspb.Message.toObjectList(msg.getIdsList(), shared_pb.UUID.toObject, includeInstance)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.ReadReq.Ack.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.ReadReq.Ack;
  return proto.event_store.client.persistent_subscriptions.ReadReq.Ack.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Ack.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = reader.readBytes();
      msg.setId(value);
      break;
    case 2:
      var value = new shared_pb.UUID;
      reader.readMessage(value,shared_pb.UUID.deserializeBinaryFromReader);
      msg.addIds(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.ReadReq.Ack.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.ReadReq.Ack.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.ReadReq.Ack.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getId_asU8();
  if (f.length > 0) {
    writer.writeBytes(1, f);
  }
  f = message.getIdsList();
  if (f.length > 0) {
    writer.writeRepeatedMessage(2, f, shared_pb.UUID.serializeBinaryToWriter);
  }
};
proto.event_store.client.persistent_subscriptions.ReadReq.Ack.prototype.getId = function() {
  return jspb.Message.getFieldWithDefault(this, 1, "");
};
proto.event_store.client.persistent_subscriptions.ReadReq.Ack.prototype.getId_asB64 = function() {
  return jspb.Message.bytesAsB64(this.getId());
};
proto.event_store.client.persistent_subscriptions.ReadReq.Ack.prototype.getId_asU8 = function() {
  return jspb.Message.bytesAsU8(this.getId());
};
proto.event_store.client.persistent_subscriptions.ReadReq.Ack.prototype.setId = function(value) {
  return jspb.Message.setProto3BytesField(this, 1, value);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Ack.prototype.getIdsList = function() {
  return jspb.Message.getRepeatedWrapperField(this, shared_pb.UUID, 2);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Ack.prototype.setIdsList = function(value) {
  return jspb.Message.setRepeatedWrapperField(this, 2, value);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Ack.prototype.addIds = function(opt_value, opt_index) {
  return jspb.Message.addToRepeatedWrapperField(this, 2, opt_value, shared_pb.UUID, opt_index);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Ack.prototype.clearIdsList = function() {
  return this.setIdsList([]);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.ReadReq.Nack.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.ReadReq.Nack.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Nack.toObject = function(includeInstance, msg) {
  var f, obj = {
    id: msg.getId_asB64(),
    idsList: jspb.Message.toObjectList(msg.getIdsList(), shared_pb.UUID.toObject, includeInstance),
    action: jspb.Message.getFieldWithDefault(msg, 3, 0),
    reason: jspb.Message.getFieldWithDefault(msg, 4, "")
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.ReadReq.Nack.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.ReadReq.Nack;
  return proto.event_store.client.persistent_subscriptions.ReadReq.Nack.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Nack.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = reader.readBytes();
      msg.setId(value);
      break;
    case 2:
      var value = new shared_pb.UUID;
      reader.readMessage(value,shared_pb.UUID.deserializeBinaryFromReader);
      msg.addIds(value);
      break;
    case 3:
      var value = reader.readEnum();
      msg.setAction(value);
      break;
    case 4:
      var value = reader.readString();
      msg.setReason(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.ReadReq.Nack.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.ReadReq.Nack.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.ReadReq.Nack.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getId_asU8();
  if (f.length > 0) {
    writer.writeBytes(1, f);
  }
  f = message.getIdsList();
  if (f.length > 0) {
    writer.writeRepeatedMessage(2, f, shared_pb.UUID.serializeBinaryToWriter);
  }
  f = message.getAction();
  if (f !== 0.0) {
    writer.writeEnum(3, f);
  }
  f = message.getReason();
  if (f.length > 0) {
    writer.writeString(4, f);
  }
};
proto.event_store.client.persistent_subscriptions.ReadReq.Nack.Action = {
  UNKNOWN: 0,
  PARK: 1,
  RETRY: 2,
  SKIP: 3,
  STOP: 4
};
proto.event_store.client.persistent_subscriptions.ReadReq.Nack.prototype.getId = function() {
  return jspb.Message.getFieldWithDefault(this, 1, "");
};
proto.event_store.client.persistent_subscriptions.ReadReq.Nack.prototype.getId_asB64 = function() {
  return jspb.Message.bytesAsB64(this.getId());
};
proto.event_store.client.persistent_subscriptions.ReadReq.Nack.prototype.getId_asU8 = function() {
  return jspb.Message.bytesAsU8(this.getId());
};
proto.event_store.client.persistent_subscriptions.ReadReq.Nack.prototype.setId = function(value) {
  return jspb.Message.setProto3BytesField(this, 1, value);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Nack.prototype.getIdsList = function() {
  return jspb.Message.getRepeatedWrapperField(this, shared_pb.UUID, 2);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Nack.prototype.setIdsList = function(value) {
  return jspb.Message.setRepeatedWrapperField(this, 2, value);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Nack.prototype.addIds = function(opt_value, opt_index) {
  return jspb.Message.addToRepeatedWrapperField(this, 2, opt_value, shared_pb.UUID, opt_index);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Nack.prototype.clearIdsList = function() {
  return this.setIdsList([]);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Nack.prototype.getAction = function() {
  return jspb.Message.getFieldWithDefault(this, 3, 0);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Nack.prototype.setAction = function(value) {
  return jspb.Message.setProto3EnumField(this, 3, value);
};
proto.event_store.client.persistent_subscriptions.ReadReq.Nack.prototype.getReason = function() {
  return jspb.Message.getFieldWithDefault(this, 4, "");
};
proto.event_store.client.persistent_subscriptions.ReadReq.Nack.prototype.setReason = function(value) {
  return jspb.Message.setProto3StringField(this, 4, value);
};
proto.event_store.client.persistent_subscriptions.ReadResp.oneofGroups_ = [[1,2]];
proto.event_store.client.persistent_subscriptions.ReadResp.ContentCase = {
  CONTENT_NOT_SET: 0,
  EVENT: 1,
  SUBSCRIPTION_CONFIRMATION: 2
};
proto.event_store.client.persistent_subscriptions.ReadResp.prototype.getContentCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.persistent_subscriptions.ReadResp.oneofGroups_[0]);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.ReadResp.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.ReadResp.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.ReadResp.toObject = function(includeInstance, msg) {
  var f, obj = {
    event: (f = msg.getEvent()) && proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.toObject(includeInstance, f),
    subscriptionConfirmation: (f = msg.getSubscriptionConfirmation()) && proto.event_store.client.persistent_subscriptions.ReadResp.SubscriptionConfirmation.toObject(includeInstance, f)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.ReadResp.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.ReadResp;
  return proto.event_store.client.persistent_subscriptions.ReadResp.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.ReadResp.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.deserializeBinaryFromReader);
      msg.setEvent(value);
      break;
    case 2:
      var value = new proto.event_store.client.persistent_subscriptions.ReadResp.SubscriptionConfirmation;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.ReadResp.SubscriptionConfirmation.deserializeBinaryFromReader);
      msg.setSubscriptionConfirmation(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.ReadResp.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.ReadResp.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.ReadResp.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getEvent();
  if (f != null) {
    writer.writeMessage(1, f, proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.serializeBinaryToWriter);
  }
  f = message.getSubscriptionConfirmation();
  if (f != null) {
    writer.writeMessage(2, f, proto.event_store.client.persistent_subscriptions.ReadResp.SubscriptionConfirmation.serializeBinaryToWriter);
  }
};
proto.event_store.client.persistent_subscriptions.ReadResp.prototype.getEvent = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent, 1);
};
proto.event_store.client.persistent_subscriptions.ReadResp.prototype.setEvent = function(value) {
  return jspb.Message.setOneofWrapperField(this, 1, proto.event_store.client.persistent_subscriptions.ReadResp.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.ReadResp.prototype.clearEvent = function() {
  return this.setEvent(undefined);
};
proto.event_store.client.persistent_subscriptions.ReadResp.prototype.hasEvent = function() {
  return jspb.Message.getField(this, 1) != null;
};
proto.event_store.client.persistent_subscriptions.ReadResp.prototype.getSubscriptionConfirmation = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.ReadResp.SubscriptionConfirmation, 2);
};
proto.event_store.client.persistent_subscriptions.ReadResp.prototype.setSubscriptionConfirmation = function(value) {
  return jspb.Message.setOneofWrapperField(this, 2, proto.event_store.client.persistent_subscriptions.ReadResp.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.ReadResp.prototype.clearSubscriptionConfirmation = function() {
  return this.setSubscriptionConfirmation(undefined);
};
proto.event_store.client.persistent_subscriptions.ReadResp.prototype.hasSubscriptionConfirmation = function() {
  return jspb.Message.getField(this, 2) != null;
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.oneofGroups_ = [[3,4],[5,6]];
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.PositionCase = {
  POSITION_NOT_SET: 0,
  COMMIT_POSITION: 3,
  NO_POSITION: 4
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.getPositionCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.oneofGroups_[0]);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.CountCase = {
  COUNT_NOT_SET: 0,
  RETRY_COUNT: 5,
  NO_RETRY_COUNT: 6
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.getCountCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.oneofGroups_[1]);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.toObject = function(includeInstance, msg) {
  var f, obj = {
    event: (f = msg.getEvent()) && proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.toObject(includeInstance, f),
    link: (f = msg.getLink()) && proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.toObject(includeInstance, f),
    commitPosition: jspb.Message.getFieldWithDefault(msg, 3, "0"),
    noPosition: (f = msg.getNoPosition()) && shared_pb.Empty.toObject(includeInstance, f),
    retryCount: jspb.Message.getFieldWithDefault(msg, 5, 0),
    noRetryCount: (f = msg.getNoRetryCount()) && shared_pb.Empty.toObject(includeInstance, f)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent;
  return proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.deserializeBinaryFromReader);
      msg.setEvent(value);
      break;
    case 2:
      var value = new proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.deserializeBinaryFromReader);
      msg.setLink(value);
      break;
    case 3:
      var value = reader.readUint64String();
      msg.setCommitPosition(value);
      break;
    case 4:
      var value = new shared_pb.Empty;
      reader.readMessage(value,shared_pb.Empty.deserializeBinaryFromReader);
      msg.setNoPosition(value);
      break;
    case 5:
      var value = reader.readInt32();
      msg.setRetryCount(value);
      break;
    case 6:
      var value = new shared_pb.Empty;
      reader.readMessage(value,shared_pb.Empty.deserializeBinaryFromReader);
      msg.setNoRetryCount(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getEvent();
  if (f != null) {
    writer.writeMessage(1, f, proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.serializeBinaryToWriter);
  }
  f = message.getLink();
  if (f != null) {
    writer.writeMessage(2, f, proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.serializeBinaryToWriter);
  }
  f = jspb.Message.getField(message, 3);
  if (f != null) {
    writer.writeUint64String(3, f);
  }
  f = message.getNoPosition();
  if (f != null) {
    writer.writeMessage(4, f, shared_pb.Empty.serializeBinaryToWriter);
  }
  f = jspb.Message.getField(message, 5);
  if (f != null) {
    writer.writeInt32(5, f);
  }
  f = message.getNoRetryCount();
  if (f != null) {
    writer.writeMessage(6, f, shared_pb.Empty.serializeBinaryToWriter);
  }
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.getEvent = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent, 1);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.setEvent = function(value) {
  return jspb.Message.setWrapperField(this, 1, value);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.clearEvent = function() {
  return this.setEvent(undefined);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.hasEvent = function() {
  return jspb.Message.getField(this, 1) != null;
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.getLink = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent, 2);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.setLink = function(value) {
  return jspb.Message.setWrapperField(this, 2, value);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.clearLink = function() {
  return this.setLink(undefined);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.hasLink = function() {
  return jspb.Message.getField(this, 2) != null;
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.getCommitPosition = function() {
  return jspb.Message.getFieldWithDefault(this, 3, "0");
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.setCommitPosition = function(value) {
  return jspb.Message.setOneofField(this, 3, proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.clearCommitPosition = function() {
  return jspb.Message.setOneofField(this, 3, proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.oneofGroups_[0], undefined);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.hasCommitPosition = function() {
  return jspb.Message.getField(this, 3) != null;
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.getNoPosition = function() {
  return jspb.Message.getWrapperField(this, shared_pb.Empty, 4);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.setNoPosition = function(value) {
  return jspb.Message.setOneofWrapperField(this, 4, proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.clearNoPosition = function() {
  return this.setNoPosition(undefined);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.hasNoPosition = function() {
  return jspb.Message.getField(this, 4) != null;
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.getRetryCount = function() {
  return jspb.Message.getFieldWithDefault(this, 5, 0);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.setRetryCount = function(value) {
  return jspb.Message.setOneofField(this, 5, proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.oneofGroups_[1], value);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.clearRetryCount = function() {
  return jspb.Message.setOneofField(this, 5, proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.oneofGroups_[1], undefined);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.hasRetryCount = function() {
  return jspb.Message.getField(this, 5) != null;
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.getNoRetryCount = function() {
  return jspb.Message.getWrapperField(this, shared_pb.Empty, 6);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.setNoRetryCount = function(value) {
  return jspb.Message.setOneofWrapperField(this, 6, proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.oneofGroups_[1], value);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.clearNoRetryCount = function() {
  return this.setNoRetryCount(undefined);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.prototype.hasNoRetryCount = function() {
  return jspb.Message.getField(this, 6) != null;
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.toObject = function(includeInstance, msg) {
  var f, obj = {
    id: (f = msg.getId()) && shared_pb.UUID.toObject(includeInstance, f),
    streamIdentifier: (f = msg.getStreamIdentifier()) && shared_pb.StreamIdentifier.toObject(includeInstance, f),
    streamRevision: jspb.Message.getFieldWithDefault(msg, 3, "0"),
    preparePosition: jspb.Message.getFieldWithDefault(msg, 4, "0"),
    commitPosition: jspb.Message.getFieldWithDefault(msg, 5, "0"),
    metadataMap: (f = msg.getMetadataMap()) ? f.toObject(includeInstance, undefined) : [],
    customMetadata: msg.getCustomMetadata_asB64(),
    data: msg.getData_asB64()
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent;
  return proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new shared_pb.UUID;
      reader.readMessage(value,shared_pb.UUID.deserializeBinaryFromReader);
      msg.setId(value);
      break;
    case 2:
      var value = new shared_pb.StreamIdentifier;
      reader.readMessage(value,shared_pb.StreamIdentifier.deserializeBinaryFromReader);
      msg.setStreamIdentifier(value);
      break;
    case 3:
      var value = reader.readUint64String();
      msg.setStreamRevision(value);
      break;
    case 4:
      var value = reader.readUint64String();
      msg.setPreparePosition(value);
      break;
    case 5:
      var value = reader.readUint64String();
      msg.setCommitPosition(value);
      break;
    case 6:
      var value = msg.getMetadataMap();
      reader.readMessage(value, function(message, reader) {
        jspb.Map.deserializeBinary(message, reader, jspb.BinaryReader.prototype.readString, jspb.BinaryReader.prototype.readString, null, "", "");
      });
      break;
    case 7:
      var value = reader.readBytes();
      msg.setCustomMetadata(value);
      break;
    case 8:
      var value = reader.readBytes();
      msg.setData(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getId();
  if (f != null) {
    writer.writeMessage(1, f, shared_pb.UUID.serializeBinaryToWriter);
  }
  f = message.getStreamIdentifier();
  if (f != null) {
    writer.writeMessage(2, f, shared_pb.StreamIdentifier.serializeBinaryToWriter);
  }
  f = message.getStreamRevision();
  if (parseInt(f, 10) !== 0) {
    writer.writeUint64String(3, f);
  }
  f = message.getPreparePosition();
  if (parseInt(f, 10) !== 0) {
    writer.writeUint64String(4, f);
  }
  f = message.getCommitPosition();
  if (parseInt(f, 10) !== 0) {
    writer.writeUint64String(5, f);
  }
  f = message.getMetadataMap(true);
  if (f && f.getLength() > 0) {
    f.serializeBinary(6, writer, jspb.BinaryWriter.prototype.writeString, jspb.BinaryWriter.prototype.writeString);
  }
  f = message.getCustomMetadata_asU8();
  if (f.length > 0) {
    writer.writeBytes(7, f);
  }
  f = message.getData_asU8();
  if (f.length > 0) {
    writer.writeBytes(8, f);
  }
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.getId = function() {
  return jspb.Message.getWrapperField(this, shared_pb.UUID, 1);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.setId = function(value) {
  return jspb.Message.setWrapperField(this, 1, value);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.clearId = function() {
  return this.setId(undefined);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.hasId = function() {
  return jspb.Message.getField(this, 1) != null;
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.getStreamIdentifier = function() {
  return jspb.Message.getWrapperField(this, shared_pb.StreamIdentifier, 2);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.setStreamIdentifier = function(value) {
  return jspb.Message.setWrapperField(this, 2, value);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.clearStreamIdentifier = function() {
  return this.setStreamIdentifier(undefined);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.hasStreamIdentifier = function() {
  return jspb.Message.getField(this, 2) != null;
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.getStreamRevision = function() {
  return jspb.Message.getFieldWithDefault(this, 3, "0");
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.setStreamRevision = function(value) {
  return jspb.Message.setProto3StringIntField(this, 3, value);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.getPreparePosition = function() {
  return jspb.Message.getFieldWithDefault(this, 4, "0");
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.setPreparePosition = function(value) {
  return jspb.Message.setProto3StringIntField(this, 4, value);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.getCommitPosition = function() {
  return jspb.Message.getFieldWithDefault(this, 5, "0");
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.setCommitPosition = function(value) {
  return jspb.Message.setProto3StringIntField(this, 5, value);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.getMetadataMap = function(opt_noLazyCreate) {
  return jspb.Message.getMapField(this, 6, opt_noLazyCreate, null);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.clearMetadataMap = function() {
  this.getMetadataMap().clear();
  return this;
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.getCustomMetadata = function() {
  return jspb.Message.getFieldWithDefault(this, 7, "");
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.getCustomMetadata_asB64 = function() {
  return jspb.Message.bytesAsB64(this.getCustomMetadata());
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.getCustomMetadata_asU8 = function() {
  return jspb.Message.bytesAsU8(this.getCustomMetadata());
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.setCustomMetadata = function(value) {
  return jspb.Message.setProto3BytesField(this, 7, value);
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.getData = function() {
  return jspb.Message.getFieldWithDefault(this, 8, "");
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.getData_asB64 = function() {
  return jspb.Message.bytesAsB64(this.getData());
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.getData_asU8 = function() {
  return jspb.Message.bytesAsU8(this.getData());
};
proto.event_store.client.persistent_subscriptions.ReadResp.ReadEvent.RecordedEvent.prototype.setData = function(value) {
  return jspb.Message.setProto3BytesField(this, 8, value);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.ReadResp.SubscriptionConfirmation.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.ReadResp.SubscriptionConfirmation.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.ReadResp.SubscriptionConfirmation.toObject = function(includeInstance, msg) {
  var f, obj = {
    subscriptionId: jspb.Message.getFieldWithDefault(msg, 1, "")
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.ReadResp.SubscriptionConfirmation.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.ReadResp.SubscriptionConfirmation;
  return proto.event_store.client.persistent_subscriptions.ReadResp.SubscriptionConfirmation.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.ReadResp.SubscriptionConfirmation.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = reader.readString();
      msg.setSubscriptionId(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.ReadResp.SubscriptionConfirmation.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.ReadResp.SubscriptionConfirmation.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.ReadResp.SubscriptionConfirmation.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getSubscriptionId();
  if (f.length > 0) {
    writer.writeString(1, f);
  }
};
proto.event_store.client.persistent_subscriptions.ReadResp.SubscriptionConfirmation.prototype.getSubscriptionId = function() {
  return jspb.Message.getFieldWithDefault(this, 1, "");
};
proto.event_store.client.persistent_subscriptions.ReadResp.SubscriptionConfirmation.prototype.setSubscriptionId = function(value) {
  return jspb.Message.setProto3StringField(this, 1, value);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.CreateReq.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.CreateReq.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.CreateReq.toObject = function(includeInstance, msg) {
  var f, obj = {
    options: (f = msg.getOptions()) && proto.event_store.client.persistent_subscriptions.CreateReq.Options.toObject(includeInstance, f)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.CreateReq.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.CreateReq;
  return proto.event_store.client.persistent_subscriptions.CreateReq.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.CreateReq.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new proto.event_store.client.persistent_subscriptions.CreateReq.Options;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.CreateReq.Options.deserializeBinaryFromReader);
      msg.setOptions(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.CreateReq.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.CreateReq.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.CreateReq.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getOptions();
  if (f != null) {
    writer.writeMessage(1, f, proto.event_store.client.persistent_subscriptions.CreateReq.Options.serializeBinaryToWriter);
  }
};
proto.event_store.client.persistent_subscriptions.CreateReq.ConsumerStrategy = {
  DISPATCHTOSINGLE: 0,
  ROUNDROBIN: 1,
  PINNED: 2
};
proto.event_store.client.persistent_subscriptions.CreateReq.prototype.getOptions = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.CreateReq.Options, 1);
};
proto.event_store.client.persistent_subscriptions.CreateReq.prototype.setOptions = function(value) {
  return jspb.Message.setWrapperField(this, 1, value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.prototype.clearOptions = function() {
  return this.setOptions(undefined);
};
proto.event_store.client.persistent_subscriptions.CreateReq.prototype.hasOptions = function() {
  return jspb.Message.getField(this, 1) != null;
};
proto.event_store.client.persistent_subscriptions.CreateReq.Options.oneofGroups_ = [[4,5]];
proto.event_store.client.persistent_subscriptions.CreateReq.Options.StreamOptionCase = {
  STREAM_OPTION_NOT_SET: 0,
  STREAM: 4,
  ALL: 5
};
proto.event_store.client.persistent_subscriptions.CreateReq.Options.prototype.getStreamOptionCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.persistent_subscriptions.CreateReq.Options.oneofGroups_[0]);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.CreateReq.Options.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.CreateReq.Options.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Options.toObject = function(includeInstance, msg) {
  var f, obj = {
    stream: (f = msg.getStream()) && proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.toObject(includeInstance, f),
    all: (f = msg.getAll()) && proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.toObject(includeInstance, f),
    streamIdentifier: (f = msg.getStreamIdentifier()) && shared_pb.StreamIdentifier.toObject(includeInstance, f),
    groupName: jspb.Message.getFieldWithDefault(msg, 2, ""),
    settings: (f = msg.getSettings()) && proto.event_store.client.persistent_subscriptions.CreateReq.Settings.toObject(includeInstance, f)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.CreateReq.Options.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.CreateReq.Options;
  return proto.event_store.client.persistent_subscriptions.CreateReq.Options.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Options.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 4:
      var value = new proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.deserializeBinaryFromReader);
      msg.setStream(value);
      break;
    case 5:
      var value = new proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.deserializeBinaryFromReader);
      msg.setAll(value);
      break;
    case 1:
      var value = new shared_pb.StreamIdentifier;
      reader.readMessage(value,shared_pb.StreamIdentifier.deserializeBinaryFromReader);
      msg.setStreamIdentifier(value);
      break;
    case 2:
      var value = reader.readString();
      msg.setGroupName(value);
      break;
    case 3:
      var value = new proto.event_store.client.persistent_subscriptions.CreateReq.Settings;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.CreateReq.Settings.deserializeBinaryFromReader);
      msg.setSettings(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.CreateReq.Options.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.CreateReq.Options.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.CreateReq.Options.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getStream();
  if (f != null) {
    writer.writeMessage(4, f, proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.serializeBinaryToWriter);
  }
  f = message.getAll();
  if (f != null) {
    writer.writeMessage(5, f, proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.serializeBinaryToWriter);
  }
  f = message.getStreamIdentifier();
  if (f != null) {
    writer.writeMessage(1, f, shared_pb.StreamIdentifier.serializeBinaryToWriter);
  }
  f = message.getGroupName();
  if (f.length > 0) {
    writer.writeString(2, f);
  }
  f = message.getSettings();
  if (f != null) {
    writer.writeMessage(3, f, proto.event_store.client.persistent_subscriptions.CreateReq.Settings.serializeBinaryToWriter);
  }
};
proto.event_store.client.persistent_subscriptions.CreateReq.Options.prototype.getStream = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions, 4);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Options.prototype.setStream = function(value) {
  return jspb.Message.setOneofWrapperField(this, 4, proto.event_store.client.persistent_subscriptions.CreateReq.Options.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Options.prototype.clearStream = function() {
  return this.setStream(undefined);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Options.prototype.hasStream = function() {
  return jspb.Message.getField(this, 4) != null;
};
proto.event_store.client.persistent_subscriptions.CreateReq.Options.prototype.getAll = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions, 5);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Options.prototype.setAll = function(value) {
  return jspb.Message.setOneofWrapperField(this, 5, proto.event_store.client.persistent_subscriptions.CreateReq.Options.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Options.prototype.clearAll = function() {
  return this.setAll(undefined);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Options.prototype.hasAll = function() {
  return jspb.Message.getField(this, 5) != null;
};
proto.event_store.client.persistent_subscriptions.CreateReq.Options.prototype.getStreamIdentifier = function() {
  return jspb.Message.getWrapperField(this, shared_pb.StreamIdentifier, 1);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Options.prototype.setStreamIdentifier = function(value) {
  return jspb.Message.setWrapperField(this, 1, value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Options.prototype.clearStreamIdentifier = function() {
  return this.setStreamIdentifier(undefined);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Options.prototype.hasStreamIdentifier = function() {
  return jspb.Message.getField(this, 1) != null;
};
proto.event_store.client.persistent_subscriptions.CreateReq.Options.prototype.getGroupName = function() {
  return jspb.Message.getFieldWithDefault(this, 2, "");
};
proto.event_store.client.persistent_subscriptions.CreateReq.Options.prototype.setGroupName = function(value) {
  return jspb.Message.setProto3StringField(this, 2, value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Options.prototype.getSettings = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.CreateReq.Settings, 3);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Options.prototype.setSettings = function(value) {
  return jspb.Message.setWrapperField(this, 3, value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Options.prototype.clearSettings = function() {
  return this.setSettings(undefined);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Options.prototype.hasSettings = function() {
  return jspb.Message.getField(this, 3) != null;
};
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.oneofGroups_ = [[2,3,4]];
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.RevisionOptionCase = {
  REVISION_OPTION_NOT_SET: 0,
  REVISION: 2,
  START: 3,
  END: 4
};
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.prototype.getRevisionOptionCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.oneofGroups_[0]);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.toObject = function(includeInstance, msg) {
  var f, obj = {
    streamIdentifier: (f = msg.getStreamIdentifier()) && shared_pb.StreamIdentifier.toObject(includeInstance, f),
    revision: jspb.Message.getFieldWithDefault(msg, 2, "0"),
    start: (f = msg.getStart()) && shared_pb.Empty.toObject(includeInstance, f),
    end: (f = msg.getEnd()) && shared_pb.Empty.toObject(includeInstance, f)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions;
  return proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new shared_pb.StreamIdentifier;
      reader.readMessage(value,shared_pb.StreamIdentifier.deserializeBinaryFromReader);
      msg.setStreamIdentifier(value);
      break;
    case 2:
      var value = reader.readUint64String();
      msg.setRevision(value);
      break;
    case 3:
      var value = new shared_pb.Empty;
      reader.readMessage(value,shared_pb.Empty.deserializeBinaryFromReader);
      msg.setStart(value);
      break;
    case 4:
      var value = new shared_pb.Empty;
      reader.readMessage(value,shared_pb.Empty.deserializeBinaryFromReader);
      msg.setEnd(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getStreamIdentifier();
  if (f != null) {
    writer.writeMessage(1, f, shared_pb.StreamIdentifier.serializeBinaryToWriter);
  }
  f = jspb.Message.getField(message, 2);
  if (f != null) {
    writer.writeUint64String(2, f);
  }
  f = message.getStart();
  if (f != null) {
    writer.writeMessage(3, f, shared_pb.Empty.serializeBinaryToWriter);
  }
  f = message.getEnd();
  if (f != null) {
    writer.writeMessage(4, f, shared_pb.Empty.serializeBinaryToWriter);
  }
};
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.prototype.getStreamIdentifier = function() {
  return jspb.Message.getWrapperField(this, shared_pb.StreamIdentifier, 1);
};
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.prototype.setStreamIdentifier = function(value) {
  return jspb.Message.setWrapperField(this, 1, value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.prototype.clearStreamIdentifier = function() {
  return this.setStreamIdentifier(undefined);
};
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.prototype.hasStreamIdentifier = function() {
  return jspb.Message.getField(this, 1) != null;
};
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.prototype.getRevision = function() {
  return jspb.Message.getFieldWithDefault(this, 2, "0");
};
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.prototype.setRevision = function(value) {
  return jspb.Message.setOneofField(this, 2, proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.prototype.clearRevision = function() {
  return jspb.Message.setOneofField(this, 2, proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.oneofGroups_[0], undefined);
};
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.prototype.hasRevision = function() {
  return jspb.Message.getField(this, 2) != null;
};
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.prototype.getStart = function() {
  return jspb.Message.getWrapperField(this, shared_pb.Empty, 3);
};
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.prototype.setStart = function(value) {
  return jspb.Message.setOneofWrapperField(this, 3, proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.prototype.clearStart = function() {
  return this.setStart(undefined);
};
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.prototype.hasStart = function() {
  return jspb.Message.getField(this, 3) != null;
};
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.prototype.getEnd = function() {
  return jspb.Message.getWrapperField(this, shared_pb.Empty, 4);
};
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.prototype.setEnd = function(value) {
  return jspb.Message.setOneofWrapperField(this, 4, proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.prototype.clearEnd = function() {
  return this.setEnd(undefined);
};
proto.event_store.client.persistent_subscriptions.CreateReq.StreamOptions.prototype.hasEnd = function() {
  return jspb.Message.getField(this, 4) != null;
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.oneofGroups_ = [[1,2,3],[4,5]];
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.AllOptionCase = {
  ALL_OPTION_NOT_SET: 0,
  POSITION: 1,
  START: 2,
  END: 3
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.prototype.getAllOptionCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.oneofGroups_[0]);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptionCase = {
  FILTER_OPTION_NOT_SET: 0,
  FILTER: 4,
  NO_FILTER: 5
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.prototype.getFilterOptionCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.oneofGroups_[1]);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.toObject = function(includeInstance, msg) {
  var f, obj = {
    position: (f = msg.getPosition()) && proto.event_store.client.persistent_subscriptions.CreateReq.Position.toObject(includeInstance, f),
    start: (f = msg.getStart()) && shared_pb.Empty.toObject(includeInstance, f),
    end: (f = msg.getEnd()) && shared_pb.Empty.toObject(includeInstance, f),
    filter: (f = msg.getFilter()) && proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.toObject(includeInstance, f),
    noFilter: (f = msg.getNoFilter()) && shared_pb.Empty.toObject(includeInstance, f)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions;
  return proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new proto.event_store.client.persistent_subscriptions.CreateReq.Position;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.CreateReq.Position.deserializeBinaryFromReader);
      msg.setPosition(value);
      break;
    case 2:
      var value = new shared_pb.Empty;
      reader.readMessage(value,shared_pb.Empty.deserializeBinaryFromReader);
      msg.setStart(value);
      break;
    case 3:
      var value = new shared_pb.Empty;
      reader.readMessage(value,shared_pb.Empty.deserializeBinaryFromReader);
      msg.setEnd(value);
      break;
    case 4:
      var value = new proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.deserializeBinaryFromReader);
      msg.setFilter(value);
      break;
    case 5:
      var value = new shared_pb.Empty;
      reader.readMessage(value,shared_pb.Empty.deserializeBinaryFromReader);
      msg.setNoFilter(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getPosition();
  if (f != null) {
    writer.writeMessage(1, f, proto.event_store.client.persistent_subscriptions.CreateReq.Position.serializeBinaryToWriter);
  }
  f = message.getStart();
  if (f != null) {
    writer.writeMessage(2, f, shared_pb.Empty.serializeBinaryToWriter);
  }
  f = message.getEnd();
  if (f != null) {
    writer.writeMessage(3, f, shared_pb.Empty.serializeBinaryToWriter);
  }
  f = message.getFilter();
  if (f != null) {
    writer.writeMessage(4, f, proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.serializeBinaryToWriter);
  }
  f = message.getNoFilter();
  if (f != null) {
    writer.writeMessage(5, f, shared_pb.Empty.serializeBinaryToWriter);
  }
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.prototype.getPosition = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.CreateReq.Position, 1);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.prototype.setPosition = function(value) {
  return jspb.Message.setOneofWrapperField(this, 1, proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.prototype.clearPosition = function() {
  return this.setPosition(undefined);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.prototype.hasPosition = function() {
  return jspb.Message.getField(this, 1) != null;
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.prototype.getStart = function() {
  return jspb.Message.getWrapperField(this, shared_pb.Empty, 2);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.prototype.setStart = function(value) {
  return jspb.Message.setOneofWrapperField(this, 2, proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.prototype.clearStart = function() {
  return this.setStart(undefined);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.prototype.hasStart = function() {
  return jspb.Message.getField(this, 2) != null;
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.prototype.getEnd = function() {
  return jspb.Message.getWrapperField(this, shared_pb.Empty, 3);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.prototype.setEnd = function(value) {
  return jspb.Message.setOneofWrapperField(this, 3, proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.prototype.clearEnd = function() {
  return this.setEnd(undefined);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.prototype.hasEnd = function() {
  return jspb.Message.getField(this, 3) != null;
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.prototype.getFilter = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions, 4);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.prototype.setFilter = function(value) {
  return jspb.Message.setOneofWrapperField(this, 4, proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.oneofGroups_[1], value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.prototype.clearFilter = function() {
  return this.setFilter(undefined);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.prototype.hasFilter = function() {
  return jspb.Message.getField(this, 4) != null;
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.prototype.getNoFilter = function() {
  return jspb.Message.getWrapperField(this, shared_pb.Empty, 5);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.prototype.setNoFilter = function(value) {
  return jspb.Message.setOneofWrapperField(this, 5, proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.oneofGroups_[1], value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.prototype.clearNoFilter = function() {
  return this.setNoFilter(undefined);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.prototype.hasNoFilter = function() {
  return jspb.Message.getField(this, 5) != null;
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.oneofGroups_ = [[1,2],[3,4]];
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.FilterCase = {
  FILTER_NOT_SET: 0,
  STREAM_IDENTIFIER: 1,
  EVENT_TYPE: 2
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.prototype.getFilterCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.oneofGroups_[0]);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.WindowCase = {
  WINDOW_NOT_SET: 0,
  MAX: 3,
  COUNT: 4
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.prototype.getWindowCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.oneofGroups_[1]);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.toObject = function(includeInstance, msg) {
  var f, obj = {
    streamIdentifier: (f = msg.getStreamIdentifier()) && proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression.toObject(includeInstance, f),
    eventType: (f = msg.getEventType()) && proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression.toObject(includeInstance, f),
    max: jspb.Message.getFieldWithDefault(msg, 3, 0),
    count: (f = msg.getCount()) && shared_pb.Empty.toObject(includeInstance, f),
    checkpointintervalmultiplier: jspb.Message.getFieldWithDefault(msg, 5, 0)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions;
  return proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression.deserializeBinaryFromReader);
      msg.setStreamIdentifier(value);
      break;
    case 2:
      var value = new proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression.deserializeBinaryFromReader);
      msg.setEventType(value);
      break;
    case 3:
      var value = reader.readUint32();
      msg.setMax(value);
      break;
    case 4:
      var value = new shared_pb.Empty;
      reader.readMessage(value,shared_pb.Empty.deserializeBinaryFromReader);
      msg.setCount(value);
      break;
    case 5:
      var value = reader.readUint32();
      msg.setCheckpointintervalmultiplier(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getStreamIdentifier();
  if (f != null) {
    writer.writeMessage(1, f, proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression.serializeBinaryToWriter);
  }
  f = message.getEventType();
  if (f != null) {
    writer.writeMessage(2, f, proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression.serializeBinaryToWriter);
  }
  f = jspb.Message.getField(message, 3);
  if (f != null) {
    writer.writeUint32(3, f);
  }
  f = message.getCount();
  if (f != null) {
    writer.writeMessage(4, f, shared_pb.Empty.serializeBinaryToWriter);
  }
  f = message.getCheckpointintervalmultiplier();
  if (f !== 0) {
    writer.writeUint32(5, f);
  }
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.prototype.getStreamIdentifier = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression, 1);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.prototype.setStreamIdentifier = function(value) {
  return jspb.Message.setOneofWrapperField(this, 1, proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.prototype.clearStreamIdentifier = function() {
  return this.setStreamIdentifier(undefined);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.prototype.hasStreamIdentifier = function() {
  return jspb.Message.getField(this, 1) != null;
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.prototype.getEventType = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression, 2);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.prototype.setEventType = function(value) {
  return jspb.Message.setOneofWrapperField(this, 2, proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.prototype.clearEventType = function() {
  return this.setEventType(undefined);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.prototype.hasEventType = function() {
  return jspb.Message.getField(this, 2) != null;
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.prototype.getMax = function() {
  return jspb.Message.getFieldWithDefault(this, 3, 0);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.prototype.setMax = function(value) {
  return jspb.Message.setOneofField(this, 3, proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.oneofGroups_[1], value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.prototype.clearMax = function() {
  return jspb.Message.setOneofField(this, 3, proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.oneofGroups_[1], undefined);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.prototype.hasMax = function() {
  return jspb.Message.getField(this, 3) != null;
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.prototype.getCount = function() {
  return jspb.Message.getWrapperField(this, shared_pb.Empty, 4);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.prototype.setCount = function(value) {
  return jspb.Message.setOneofWrapperField(this, 4, proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.oneofGroups_[1], value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.prototype.clearCount = function() {
  return this.setCount(undefined);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.prototype.hasCount = function() {
  return jspb.Message.getField(this, 4) != null;
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.prototype.getCheckpointintervalmultiplier = function() {
  return jspb.Message.getFieldWithDefault(this, 5, 0);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.prototype.setCheckpointintervalmultiplier = function(value) {
  return jspb.Message.setProto3IntField(this, 5, value);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression.toObject = function(includeInstance, msg) {
  var f, obj = {
    regex: jspb.Message.getFieldWithDefault(msg, 1, ""),
    prefixList: (f = jspb.Message.getRepeatedField(msg, 2)) == null ? undefined : f
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression;
  return proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = reader.readString();
      msg.setRegex(value);
      break;
    case 2:
      var value = reader.readString();
      msg.addPrefix(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getRegex();
  if (f.length > 0) {
    writer.writeString(1, f);
  }
  f = message.getPrefixList();
  if (f.length > 0) {
    writer.writeRepeatedString(2, f);
  }
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression.prototype.getRegex = function() {
  return jspb.Message.getFieldWithDefault(this, 1, "");
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression.prototype.setRegex = function(value) {
  return jspb.Message.setProto3StringField(this, 1, value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression.prototype.getPrefixList = function() {
  return jspb.Message.getRepeatedField(this, 2);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression.prototype.setPrefixList = function(value) {
  return jspb.Message.setField(this, 2, value || []);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression.prototype.addPrefix = function(value, opt_index) {
  return jspb.Message.addToRepeatedField(this, 2, value, opt_index);
};
proto.event_store.client.persistent_subscriptions.CreateReq.AllOptions.FilterOptions.Expression.prototype.clearPrefixList = function() {
  return this.setPrefixList([]);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.CreateReq.Position.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.CreateReq.Position.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Position.toObject = function(includeInstance, msg) {
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
proto.event_store.client.persistent_subscriptions.CreateReq.Position.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.CreateReq.Position;
  return proto.event_store.client.persistent_subscriptions.CreateReq.Position.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Position.deserializeBinaryFromReader = function(msg, reader) {
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
proto.event_store.client.persistent_subscriptions.CreateReq.Position.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.CreateReq.Position.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.CreateReq.Position.serializeBinaryToWriter = function(message, writer) {
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
proto.event_store.client.persistent_subscriptions.CreateReq.Position.prototype.getCommitPosition = function() {
  return jspb.Message.getFieldWithDefault(this, 1, "0");
};
proto.event_store.client.persistent_subscriptions.CreateReq.Position.prototype.setCommitPosition = function(value) {
  return jspb.Message.setProto3StringIntField(this, 1, value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Position.prototype.getPreparePosition = function() {
  return jspb.Message.getFieldWithDefault(this, 2, "0");
};
proto.event_store.client.persistent_subscriptions.CreateReq.Position.prototype.setPreparePosition = function(value) {
  return jspb.Message.setProto3StringIntField(this, 2, value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.oneofGroups_ = [[4,14],[6,15]];
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.MessageTimeoutCase = {
  MESSAGE_TIMEOUT_NOT_SET: 0,
  MESSAGE_TIMEOUT_TICKS: 4,
  MESSAGE_TIMEOUT_MS: 14
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.getMessageTimeoutCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.persistent_subscriptions.CreateReq.Settings.oneofGroups_[0]);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.CheckpointAfterCase = {
  CHECKPOINT_AFTER_NOT_SET: 0,
  CHECKPOINT_AFTER_TICKS: 6,
  CHECKPOINT_AFTER_MS: 15
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.getCheckpointAfterCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.persistent_subscriptions.CreateReq.Settings.oneofGroups_[1]);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.CreateReq.Settings.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.toObject = function(includeInstance, msg) {
  var f, obj = {
    resolveLinks: jspb.Message.getBooleanFieldWithDefault(msg, 1, false),
    revision: jspb.Message.getFieldWithDefault(msg, 2, "0"),
    extraStatistics: jspb.Message.getBooleanFieldWithDefault(msg, 3, false),
    maxRetryCount: jspb.Message.getFieldWithDefault(msg, 5, 0),
    minCheckpointCount: jspb.Message.getFieldWithDefault(msg, 7, 0),
    maxCheckpointCount: jspb.Message.getFieldWithDefault(msg, 8, 0),
    maxSubscriberCount: jspb.Message.getFieldWithDefault(msg, 9, 0),
    liveBufferSize: jspb.Message.getFieldWithDefault(msg, 10, 0),
    readBatchSize: jspb.Message.getFieldWithDefault(msg, 11, 0),
    historyBufferSize: jspb.Message.getFieldWithDefault(msg, 12, 0),
    namedConsumerStrategy: jspb.Message.getFieldWithDefault(msg, 13, 0),
    messageTimeoutTicks: jspb.Message.getFieldWithDefault(msg, 4, "0"),
    messageTimeoutMs: jspb.Message.getFieldWithDefault(msg, 14, 0),
    checkpointAfterTicks: jspb.Message.getFieldWithDefault(msg, 6, "0"),
    checkpointAfterMs: jspb.Message.getFieldWithDefault(msg, 15, 0),
    consumerStrategy: jspb.Message.getFieldWithDefault(msg, 16, "")
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.CreateReq.Settings;
  return proto.event_store.client.persistent_subscriptions.CreateReq.Settings.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = reader.readBool();
      msg.setResolveLinks(value);
      break;
    case 2:
      var value = reader.readUint64String();
      msg.setRevision(value);
      break;
    case 3:
      var value = reader.readBool();
      msg.setExtraStatistics(value);
      break;
    case 5:
      var value = reader.readInt32();
      msg.setMaxRetryCount(value);
      break;
    case 7:
      var value = reader.readInt32();
      msg.setMinCheckpointCount(value);
      break;
    case 8:
      var value = reader.readInt32();
      msg.setMaxCheckpointCount(value);
      break;
    case 9:
      var value = reader.readInt32();
      msg.setMaxSubscriberCount(value);
      break;
    case 10:
      var value = reader.readInt32();
      msg.setLiveBufferSize(value);
      break;
    case 11:
      var value = reader.readInt32();
      msg.setReadBatchSize(value);
      break;
    case 12:
      var value = reader.readInt32();
      msg.setHistoryBufferSize(value);
      break;
    case 13:
      var value = reader.readEnum();
      msg.setNamedConsumerStrategy(value);
      break;
    case 4:
      var value = reader.readInt64String();
      msg.setMessageTimeoutTicks(value);
      break;
    case 14:
      var value = reader.readInt32();
      msg.setMessageTimeoutMs(value);
      break;
    case 6:
      var value = reader.readInt64String();
      msg.setCheckpointAfterTicks(value);
      break;
    case 15:
      var value = reader.readInt32();
      msg.setCheckpointAfterMs(value);
      break;
    case 16:
      var value = reader.readString();
      msg.setConsumerStrategy(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.CreateReq.Settings.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getResolveLinks();
  if (f) {
    writer.writeBool(1, f);
  }
  f = message.getRevision();
  if (parseInt(f, 10) !== 0) {
    writer.writeUint64String(2, f);
  }
  f = message.getExtraStatistics();
  if (f) {
    writer.writeBool(3, f);
  }
  f = message.getMaxRetryCount();
  if (f !== 0) {
    writer.writeInt32(5, f);
  }
  f = message.getMinCheckpointCount();
  if (f !== 0) {
    writer.writeInt32(7, f);
  }
  f = message.getMaxCheckpointCount();
  if (f !== 0) {
    writer.writeInt32(8, f);
  }
  f = message.getMaxSubscriberCount();
  if (f !== 0) {
    writer.writeInt32(9, f);
  }
  f = message.getLiveBufferSize();
  if (f !== 0) {
    writer.writeInt32(10, f);
  }
  f = message.getReadBatchSize();
  if (f !== 0) {
    writer.writeInt32(11, f);
  }
  f = message.getHistoryBufferSize();
  if (f !== 0) {
    writer.writeInt32(12, f);
  }
  f = message.getNamedConsumerStrategy();
  if (f !== 0.0) {
    writer.writeEnum(13, f);
  }
  f = jspb.Message.getField(message, 4);
  if (f != null) {
    writer.writeInt64String(4, f);
  }
  f = jspb.Message.getField(message, 14);
  if (f != null) {
    writer.writeInt32(14, f);
  }
  f = jspb.Message.getField(message, 6);
  if (f != null) {
    writer.writeInt64String(6, f);
  }
  f = jspb.Message.getField(message, 15);
  if (f != null) {
    writer.writeInt32(15, f);
  }
  f = message.getConsumerStrategy();
  if (f.length > 0) {
    writer.writeString(16, f);
  }
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.getResolveLinks = function() {
  return jspb.Message.getBooleanFieldWithDefault(this, 1, false);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.setResolveLinks = function(value) {
  return jspb.Message.setProto3BooleanField(this, 1, value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.getRevision = function() {
  return jspb.Message.getFieldWithDefault(this, 2, "0");
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.setRevision = function(value) {
  return jspb.Message.setProto3StringIntField(this, 2, value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.getExtraStatistics = function() {
  return jspb.Message.getBooleanFieldWithDefault(this, 3, false);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.setExtraStatistics = function(value) {
  return jspb.Message.setProto3BooleanField(this, 3, value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.getMaxRetryCount = function() {
  return jspb.Message.getFieldWithDefault(this, 5, 0);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.setMaxRetryCount = function(value) {
  return jspb.Message.setProto3IntField(this, 5, value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.getMinCheckpointCount = function() {
  return jspb.Message.getFieldWithDefault(this, 7, 0);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.setMinCheckpointCount = function(value) {
  return jspb.Message.setProto3IntField(this, 7, value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.getMaxCheckpointCount = function() {
  return jspb.Message.getFieldWithDefault(this, 8, 0);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.setMaxCheckpointCount = function(value) {
  return jspb.Message.setProto3IntField(this, 8, value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.getMaxSubscriberCount = function() {
  return jspb.Message.getFieldWithDefault(this, 9, 0);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.setMaxSubscriberCount = function(value) {
  return jspb.Message.setProto3IntField(this, 9, value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.getLiveBufferSize = function() {
  return jspb.Message.getFieldWithDefault(this, 10, 0);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.setLiveBufferSize = function(value) {
  return jspb.Message.setProto3IntField(this, 10, value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.getReadBatchSize = function() {
  return jspb.Message.getFieldWithDefault(this, 11, 0);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.setReadBatchSize = function(value) {
  return jspb.Message.setProto3IntField(this, 11, value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.getHistoryBufferSize = function() {
  return jspb.Message.getFieldWithDefault(this, 12, 0);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.setHistoryBufferSize = function(value) {
  return jspb.Message.setProto3IntField(this, 12, value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.getNamedConsumerStrategy = function() {
  return jspb.Message.getFieldWithDefault(this, 13, 0);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.setNamedConsumerStrategy = function(value) {
  return jspb.Message.setProto3EnumField(this, 13, value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.getMessageTimeoutTicks = function() {
  return jspb.Message.getFieldWithDefault(this, 4, "0");
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.setMessageTimeoutTicks = function(value) {
  return jspb.Message.setOneofField(this, 4, proto.event_store.client.persistent_subscriptions.CreateReq.Settings.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.clearMessageTimeoutTicks = function() {
  return jspb.Message.setOneofField(this, 4, proto.event_store.client.persistent_subscriptions.CreateReq.Settings.oneofGroups_[0], undefined);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.hasMessageTimeoutTicks = function() {
  return jspb.Message.getField(this, 4) != null;
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.getMessageTimeoutMs = function() {
  return jspb.Message.getFieldWithDefault(this, 14, 0);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.setMessageTimeoutMs = function(value) {
  return jspb.Message.setOneofField(this, 14, proto.event_store.client.persistent_subscriptions.CreateReq.Settings.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.clearMessageTimeoutMs = function() {
  return jspb.Message.setOneofField(this, 14, proto.event_store.client.persistent_subscriptions.CreateReq.Settings.oneofGroups_[0], undefined);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.hasMessageTimeoutMs = function() {
  return jspb.Message.getField(this, 14) != null;
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.getCheckpointAfterTicks = function() {
  return jspb.Message.getFieldWithDefault(this, 6, "0");
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.setCheckpointAfterTicks = function(value) {
  return jspb.Message.setOneofField(this, 6, proto.event_store.client.persistent_subscriptions.CreateReq.Settings.oneofGroups_[1], value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.clearCheckpointAfterTicks = function() {
  return jspb.Message.setOneofField(this, 6, proto.event_store.client.persistent_subscriptions.CreateReq.Settings.oneofGroups_[1], undefined);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.hasCheckpointAfterTicks = function() {
  return jspb.Message.getField(this, 6) != null;
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.getCheckpointAfterMs = function() {
  return jspb.Message.getFieldWithDefault(this, 15, 0);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.setCheckpointAfterMs = function(value) {
  return jspb.Message.setOneofField(this, 15, proto.event_store.client.persistent_subscriptions.CreateReq.Settings.oneofGroups_[1], value);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.clearCheckpointAfterMs = function() {
  return jspb.Message.setOneofField(this, 15, proto.event_store.client.persistent_subscriptions.CreateReq.Settings.oneofGroups_[1], undefined);
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.hasCheckpointAfterMs = function() {
  return jspb.Message.getField(this, 15) != null;
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.getConsumerStrategy = function() {
  return jspb.Message.getFieldWithDefault(this, 16, "");
};
proto.event_store.client.persistent_subscriptions.CreateReq.Settings.prototype.setConsumerStrategy = function(value) {
  return jspb.Message.setProto3StringField(this, 16, value);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.CreateResp.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.CreateResp.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.CreateResp.toObject = function(includeInstance, msg) {
  var f, obj = {

  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.CreateResp.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.CreateResp;
  return proto.event_store.client.persistent_subscriptions.CreateResp.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.CreateResp.deserializeBinaryFromReader = function(msg, reader) {
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
proto.event_store.client.persistent_subscriptions.CreateResp.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.CreateResp.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.CreateResp.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.UpdateReq.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.UpdateReq.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.toObject = function(includeInstance, msg) {
  var f, obj = {
    options: (f = msg.getOptions()) && proto.event_store.client.persistent_subscriptions.UpdateReq.Options.toObject(includeInstance, f)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.UpdateReq.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.UpdateReq;
  return proto.event_store.client.persistent_subscriptions.UpdateReq.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new proto.event_store.client.persistent_subscriptions.UpdateReq.Options;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.UpdateReq.Options.deserializeBinaryFromReader);
      msg.setOptions(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.UpdateReq.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.UpdateReq.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.UpdateReq.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getOptions();
  if (f != null) {
    writer.writeMessage(1, f, proto.event_store.client.persistent_subscriptions.UpdateReq.Options.serializeBinaryToWriter);
  }
};
proto.event_store.client.persistent_subscriptions.UpdateReq.ConsumerStrategy = {
  DISPATCHTOSINGLE: 0,
  ROUNDROBIN: 1,
  PINNED: 2
};
proto.event_store.client.persistent_subscriptions.UpdateReq.prototype.getOptions = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.UpdateReq.Options, 1);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.prototype.setOptions = function(value) {
  return jspb.Message.setWrapperField(this, 1, value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.prototype.clearOptions = function() {
  return this.setOptions(undefined);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.prototype.hasOptions = function() {
  return jspb.Message.getField(this, 1) != null;
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.oneofGroups_ = [[4,5]];
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.StreamOptionCase = {
  STREAM_OPTION_NOT_SET: 0,
  STREAM: 4,
  ALL: 5
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.prototype.getStreamOptionCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.persistent_subscriptions.UpdateReq.Options.oneofGroups_[0]);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.UpdateReq.Options.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.toObject = function(includeInstance, msg) {
  var f, obj = {
    stream: (f = msg.getStream()) && proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.toObject(includeInstance, f),
    all: (f = msg.getAll()) && proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.toObject(includeInstance, f),
    streamIdentifier: (f = msg.getStreamIdentifier()) && shared_pb.StreamIdentifier.toObject(includeInstance, f),
    groupName: jspb.Message.getFieldWithDefault(msg, 2, ""),
    settings: (f = msg.getSettings()) && proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.toObject(includeInstance, f)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.UpdateReq.Options;
  return proto.event_store.client.persistent_subscriptions.UpdateReq.Options.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 4:
      var value = new proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.deserializeBinaryFromReader);
      msg.setStream(value);
      break;
    case 5:
      var value = new proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.deserializeBinaryFromReader);
      msg.setAll(value);
      break;
    case 1:
      var value = new shared_pb.StreamIdentifier;
      reader.readMessage(value,shared_pb.StreamIdentifier.deserializeBinaryFromReader);
      msg.setStreamIdentifier(value);
      break;
    case 2:
      var value = reader.readString();
      msg.setGroupName(value);
      break;
    case 3:
      var value = new proto.event_store.client.persistent_subscriptions.UpdateReq.Settings;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.deserializeBinaryFromReader);
      msg.setSettings(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.UpdateReq.Options.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getStream();
  if (f != null) {
    writer.writeMessage(4, f, proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.serializeBinaryToWriter);
  }
  f = message.getAll();
  if (f != null) {
    writer.writeMessage(5, f, proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.serializeBinaryToWriter);
  }
  f = message.getStreamIdentifier();
  if (f != null) {
    writer.writeMessage(1, f, shared_pb.StreamIdentifier.serializeBinaryToWriter);
  }
  f = message.getGroupName();
  if (f.length > 0) {
    writer.writeString(2, f);
  }
  f = message.getSettings();
  if (f != null) {
    writer.writeMessage(3, f, proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.serializeBinaryToWriter);
  }
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.prototype.getStream = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions, 4);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.prototype.setStream = function(value) {
  return jspb.Message.setOneofWrapperField(this, 4, proto.event_store.client.persistent_subscriptions.UpdateReq.Options.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.prototype.clearStream = function() {
  return this.setStream(undefined);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.prototype.hasStream = function() {
  return jspb.Message.getField(this, 4) != null;
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.prototype.getAll = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions, 5);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.prototype.setAll = function(value) {
  return jspb.Message.setOneofWrapperField(this, 5, proto.event_store.client.persistent_subscriptions.UpdateReq.Options.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.prototype.clearAll = function() {
  return this.setAll(undefined);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.prototype.hasAll = function() {
  return jspb.Message.getField(this, 5) != null;
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.prototype.getStreamIdentifier = function() {
  return jspb.Message.getWrapperField(this, shared_pb.StreamIdentifier, 1);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.prototype.setStreamIdentifier = function(value) {
  return jspb.Message.setWrapperField(this, 1, value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.prototype.clearStreamIdentifier = function() {
  return this.setStreamIdentifier(undefined);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.prototype.hasStreamIdentifier = function() {
  return jspb.Message.getField(this, 1) != null;
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.prototype.getGroupName = function() {
  return jspb.Message.getFieldWithDefault(this, 2, "");
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.prototype.setGroupName = function(value) {
  return jspb.Message.setProto3StringField(this, 2, value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.prototype.getSettings = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.UpdateReq.Settings, 3);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.prototype.setSettings = function(value) {
  return jspb.Message.setWrapperField(this, 3, value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.prototype.clearSettings = function() {
  return this.setSettings(undefined);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Options.prototype.hasSettings = function() {
  return jspb.Message.getField(this, 3) != null;
};
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.oneofGroups_ = [[2,3,4]];
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.RevisionOptionCase = {
  REVISION_OPTION_NOT_SET: 0,
  REVISION: 2,
  START: 3,
  END: 4
};
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.prototype.getRevisionOptionCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.oneofGroups_[0]);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.toObject = function(includeInstance, msg) {
  var f, obj = {
    streamIdentifier: (f = msg.getStreamIdentifier()) && shared_pb.StreamIdentifier.toObject(includeInstance, f),
    revision: jspb.Message.getFieldWithDefault(msg, 2, "0"),
    start: (f = msg.getStart()) && shared_pb.Empty.toObject(includeInstance, f),
    end: (f = msg.getEnd()) && shared_pb.Empty.toObject(includeInstance, f)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions;
  return proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new shared_pb.StreamIdentifier;
      reader.readMessage(value,shared_pb.StreamIdentifier.deserializeBinaryFromReader);
      msg.setStreamIdentifier(value);
      break;
    case 2:
      var value = reader.readUint64String();
      msg.setRevision(value);
      break;
    case 3:
      var value = new shared_pb.Empty;
      reader.readMessage(value,shared_pb.Empty.deserializeBinaryFromReader);
      msg.setStart(value);
      break;
    case 4:
      var value = new shared_pb.Empty;
      reader.readMessage(value,shared_pb.Empty.deserializeBinaryFromReader);
      msg.setEnd(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getStreamIdentifier();
  if (f != null) {
    writer.writeMessage(1, f, shared_pb.StreamIdentifier.serializeBinaryToWriter);
  }
  f = jspb.Message.getField(message, 2);
  if (f != null) {
    writer.writeUint64String(2, f);
  }
  f = message.getStart();
  if (f != null) {
    writer.writeMessage(3, f, shared_pb.Empty.serializeBinaryToWriter);
  }
  f = message.getEnd();
  if (f != null) {
    writer.writeMessage(4, f, shared_pb.Empty.serializeBinaryToWriter);
  }
};
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.prototype.getStreamIdentifier = function() {
  return jspb.Message.getWrapperField(this, shared_pb.StreamIdentifier, 1);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.prototype.setStreamIdentifier = function(value) {
  return jspb.Message.setWrapperField(this, 1, value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.prototype.clearStreamIdentifier = function() {
  return this.setStreamIdentifier(undefined);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.prototype.hasStreamIdentifier = function() {
  return jspb.Message.getField(this, 1) != null;
};
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.prototype.getRevision = function() {
  return jspb.Message.getFieldWithDefault(this, 2, "0");
};
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.prototype.setRevision = function(value) {
  return jspb.Message.setOneofField(this, 2, proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.prototype.clearRevision = function() {
  return jspb.Message.setOneofField(this, 2, proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.oneofGroups_[0], undefined);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.prototype.hasRevision = function() {
  return jspb.Message.getField(this, 2) != null;
};
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.prototype.getStart = function() {
  return jspb.Message.getWrapperField(this, shared_pb.Empty, 3);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.prototype.setStart = function(value) {
  return jspb.Message.setOneofWrapperField(this, 3, proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.prototype.clearStart = function() {
  return this.setStart(undefined);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.prototype.hasStart = function() {
  return jspb.Message.getField(this, 3) != null;
};
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.prototype.getEnd = function() {
  return jspb.Message.getWrapperField(this, shared_pb.Empty, 4);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.prototype.setEnd = function(value) {
  return jspb.Message.setOneofWrapperField(this, 4, proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.prototype.clearEnd = function() {
  return this.setEnd(undefined);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.StreamOptions.prototype.hasEnd = function() {
  return jspb.Message.getField(this, 4) != null;
};
proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.oneofGroups_ = [[1,2,3]];
proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.AllOptionCase = {
  ALL_OPTION_NOT_SET: 0,
  POSITION: 1,
  START: 2,
  END: 3
};
proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.prototype.getAllOptionCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.oneofGroups_[0]);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.toObject = function(includeInstance, msg) {
  var f, obj = {
    position: (f = msg.getPosition()) && proto.event_store.client.persistent_subscriptions.UpdateReq.Position.toObject(includeInstance, f),
    start: (f = msg.getStart()) && shared_pb.Empty.toObject(includeInstance, f),
    end: (f = msg.getEnd()) && shared_pb.Empty.toObject(includeInstance, f)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions;
  return proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new proto.event_store.client.persistent_subscriptions.UpdateReq.Position;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.UpdateReq.Position.deserializeBinaryFromReader);
      msg.setPosition(value);
      break;
    case 2:
      var value = new shared_pb.Empty;
      reader.readMessage(value,shared_pb.Empty.deserializeBinaryFromReader);
      msg.setStart(value);
      break;
    case 3:
      var value = new shared_pb.Empty;
      reader.readMessage(value,shared_pb.Empty.deserializeBinaryFromReader);
      msg.setEnd(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getPosition();
  if (f != null) {
    writer.writeMessage(1, f, proto.event_store.client.persistent_subscriptions.UpdateReq.Position.serializeBinaryToWriter);
  }
  f = message.getStart();
  if (f != null) {
    writer.writeMessage(2, f, shared_pb.Empty.serializeBinaryToWriter);
  }
  f = message.getEnd();
  if (f != null) {
    writer.writeMessage(3, f, shared_pb.Empty.serializeBinaryToWriter);
  }
};
proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.prototype.getPosition = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.UpdateReq.Position, 1);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.prototype.setPosition = function(value) {
  return jspb.Message.setOneofWrapperField(this, 1, proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.prototype.clearPosition = function() {
  return this.setPosition(undefined);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.prototype.hasPosition = function() {
  return jspb.Message.getField(this, 1) != null;
};
proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.prototype.getStart = function() {
  return jspb.Message.getWrapperField(this, shared_pb.Empty, 2);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.prototype.setStart = function(value) {
  return jspb.Message.setOneofWrapperField(this, 2, proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.prototype.clearStart = function() {
  return this.setStart(undefined);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.prototype.hasStart = function() {
  return jspb.Message.getField(this, 2) != null;
};
proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.prototype.getEnd = function() {
  return jspb.Message.getWrapperField(this, shared_pb.Empty, 3);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.prototype.setEnd = function(value) {
  return jspb.Message.setOneofWrapperField(this, 3, proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.prototype.clearEnd = function() {
  return this.setEnd(undefined);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.AllOptions.prototype.hasEnd = function() {
  return jspb.Message.getField(this, 3) != null;
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.UpdateReq.Position.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.UpdateReq.Position.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Position.toObject = function(includeInstance, msg) {
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
proto.event_store.client.persistent_subscriptions.UpdateReq.Position.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.UpdateReq.Position;
  return proto.event_store.client.persistent_subscriptions.UpdateReq.Position.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Position.deserializeBinaryFromReader = function(msg, reader) {
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
proto.event_store.client.persistent_subscriptions.UpdateReq.Position.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.UpdateReq.Position.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Position.serializeBinaryToWriter = function(message, writer) {
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
proto.event_store.client.persistent_subscriptions.UpdateReq.Position.prototype.getCommitPosition = function() {
  return jspb.Message.getFieldWithDefault(this, 1, "0");
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Position.prototype.setCommitPosition = function(value) {
  return jspb.Message.setProto3StringIntField(this, 1, value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Position.prototype.getPreparePosition = function() {
  return jspb.Message.getFieldWithDefault(this, 2, "0");
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Position.prototype.setPreparePosition = function(value) {
  return jspb.Message.setProto3StringIntField(this, 2, value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.oneofGroups_ = [[4,14],[6,15]];
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.MessageTimeoutCase = {
  MESSAGE_TIMEOUT_NOT_SET: 0,
  MESSAGE_TIMEOUT_TICKS: 4,
  MESSAGE_TIMEOUT_MS: 14
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.getMessageTimeoutCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.oneofGroups_[0]);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.CheckpointAfterCase = {
  CHECKPOINT_AFTER_NOT_SET: 0,
  CHECKPOINT_AFTER_TICKS: 6,
  CHECKPOINT_AFTER_MS: 15
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.getCheckpointAfterCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.oneofGroups_[1]);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.toObject = function(includeInstance, msg) {
  var f, obj = {
    resolveLinks: jspb.Message.getBooleanFieldWithDefault(msg, 1, false),
    revision: jspb.Message.getFieldWithDefault(msg, 2, "0"),
    extraStatistics: jspb.Message.getBooleanFieldWithDefault(msg, 3, false),
    maxRetryCount: jspb.Message.getFieldWithDefault(msg, 5, 0),
    minCheckpointCount: jspb.Message.getFieldWithDefault(msg, 7, 0),
    maxCheckpointCount: jspb.Message.getFieldWithDefault(msg, 8, 0),
    maxSubscriberCount: jspb.Message.getFieldWithDefault(msg, 9, 0),
    liveBufferSize: jspb.Message.getFieldWithDefault(msg, 10, 0),
    readBatchSize: jspb.Message.getFieldWithDefault(msg, 11, 0),
    historyBufferSize: jspb.Message.getFieldWithDefault(msg, 12, 0),
    namedConsumerStrategy: jspb.Message.getFieldWithDefault(msg, 13, 0),
    messageTimeoutTicks: jspb.Message.getFieldWithDefault(msg, 4, "0"),
    messageTimeoutMs: jspb.Message.getFieldWithDefault(msg, 14, 0),
    checkpointAfterTicks: jspb.Message.getFieldWithDefault(msg, 6, "0"),
    checkpointAfterMs: jspb.Message.getFieldWithDefault(msg, 15, 0)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.UpdateReq.Settings;
  return proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = reader.readBool();
      msg.setResolveLinks(value);
      break;
    case 2:
      var value = reader.readUint64String();
      msg.setRevision(value);
      break;
    case 3:
      var value = reader.readBool();
      msg.setExtraStatistics(value);
      break;
    case 5:
      var value = reader.readInt32();
      msg.setMaxRetryCount(value);
      break;
    case 7:
      var value = reader.readInt32();
      msg.setMinCheckpointCount(value);
      break;
    case 8:
      var value = reader.readInt32();
      msg.setMaxCheckpointCount(value);
      break;
    case 9:
      var value = reader.readInt32();
      msg.setMaxSubscriberCount(value);
      break;
    case 10:
      var value = reader.readInt32();
      msg.setLiveBufferSize(value);
      break;
    case 11:
      var value = reader.readInt32();
      msg.setReadBatchSize(value);
      break;
    case 12:
      var value = reader.readInt32();
      msg.setHistoryBufferSize(value);
      break;
    case 13:
      var value = reader.readEnum();
      msg.setNamedConsumerStrategy(value);
      break;
    case 4:
      var value = reader.readInt64String();
      msg.setMessageTimeoutTicks(value);
      break;
    case 14:
      var value = reader.readInt32();
      msg.setMessageTimeoutMs(value);
      break;
    case 6:
      var value = reader.readInt64String();
      msg.setCheckpointAfterTicks(value);
      break;
    case 15:
      var value = reader.readInt32();
      msg.setCheckpointAfterMs(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getResolveLinks();
  if (f) {
    writer.writeBool(1, f);
  }
  f = message.getRevision();
  if (parseInt(f, 10) !== 0) {
    writer.writeUint64String(2, f);
  }
  f = message.getExtraStatistics();
  if (f) {
    writer.writeBool(3, f);
  }
  f = message.getMaxRetryCount();
  if (f !== 0) {
    writer.writeInt32(5, f);
  }
  f = message.getMinCheckpointCount();
  if (f !== 0) {
    writer.writeInt32(7, f);
  }
  f = message.getMaxCheckpointCount();
  if (f !== 0) {
    writer.writeInt32(8, f);
  }
  f = message.getMaxSubscriberCount();
  if (f !== 0) {
    writer.writeInt32(9, f);
  }
  f = message.getLiveBufferSize();
  if (f !== 0) {
    writer.writeInt32(10, f);
  }
  f = message.getReadBatchSize();
  if (f !== 0) {
    writer.writeInt32(11, f);
  }
  f = message.getHistoryBufferSize();
  if (f !== 0) {
    writer.writeInt32(12, f);
  }
  f = message.getNamedConsumerStrategy();
  if (f !== 0.0) {
    writer.writeEnum(13, f);
  }
  f = jspb.Message.getField(message, 4);
  if (f != null) {
    writer.writeInt64String(4, f);
  }
  f = jspb.Message.getField(message, 14);
  if (f != null) {
    writer.writeInt32(14, f);
  }
  f = jspb.Message.getField(message, 6);
  if (f != null) {
    writer.writeInt64String(6, f);
  }
  f = jspb.Message.getField(message, 15);
  if (f != null) {
    writer.writeInt32(15, f);
  }
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.getResolveLinks = function() {
  return jspb.Message.getBooleanFieldWithDefault(this, 1, false);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.setResolveLinks = function(value) {
  return jspb.Message.setProto3BooleanField(this, 1, value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.getRevision = function() {
  return jspb.Message.getFieldWithDefault(this, 2, "0");
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.setRevision = function(value) {
  return jspb.Message.setProto3StringIntField(this, 2, value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.getExtraStatistics = function() {
  return jspb.Message.getBooleanFieldWithDefault(this, 3, false);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.setExtraStatistics = function(value) {
  return jspb.Message.setProto3BooleanField(this, 3, value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.getMaxRetryCount = function() {
  return jspb.Message.getFieldWithDefault(this, 5, 0);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.setMaxRetryCount = function(value) {
  return jspb.Message.setProto3IntField(this, 5, value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.getMinCheckpointCount = function() {
  return jspb.Message.getFieldWithDefault(this, 7, 0);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.setMinCheckpointCount = function(value) {
  return jspb.Message.setProto3IntField(this, 7, value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.getMaxCheckpointCount = function() {
  return jspb.Message.getFieldWithDefault(this, 8, 0);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.setMaxCheckpointCount = function(value) {
  return jspb.Message.setProto3IntField(this, 8, value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.getMaxSubscriberCount = function() {
  return jspb.Message.getFieldWithDefault(this, 9, 0);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.setMaxSubscriberCount = function(value) {
  return jspb.Message.setProto3IntField(this, 9, value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.getLiveBufferSize = function() {
  return jspb.Message.getFieldWithDefault(this, 10, 0);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.setLiveBufferSize = function(value) {
  return jspb.Message.setProto3IntField(this, 10, value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.getReadBatchSize = function() {
  return jspb.Message.getFieldWithDefault(this, 11, 0);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.setReadBatchSize = function(value) {
  return jspb.Message.setProto3IntField(this, 11, value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.getHistoryBufferSize = function() {
  return jspb.Message.getFieldWithDefault(this, 12, 0);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.setHistoryBufferSize = function(value) {
  return jspb.Message.setProto3IntField(this, 12, value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.getNamedConsumerStrategy = function() {
  return jspb.Message.getFieldWithDefault(this, 13, 0);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.setNamedConsumerStrategy = function(value) {
  return jspb.Message.setProto3EnumField(this, 13, value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.getMessageTimeoutTicks = function() {
  return jspb.Message.getFieldWithDefault(this, 4, "0");
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.setMessageTimeoutTicks = function(value) {
  return jspb.Message.setOneofField(this, 4, proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.clearMessageTimeoutTicks = function() {
  return jspb.Message.setOneofField(this, 4, proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.oneofGroups_[0], undefined);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.hasMessageTimeoutTicks = function() {
  return jspb.Message.getField(this, 4) != null;
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.getMessageTimeoutMs = function() {
  return jspb.Message.getFieldWithDefault(this, 14, 0);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.setMessageTimeoutMs = function(value) {
  return jspb.Message.setOneofField(this, 14, proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.clearMessageTimeoutMs = function() {
  return jspb.Message.setOneofField(this, 14, proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.oneofGroups_[0], undefined);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.hasMessageTimeoutMs = function() {
  return jspb.Message.getField(this, 14) != null;
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.getCheckpointAfterTicks = function() {
  return jspb.Message.getFieldWithDefault(this, 6, "0");
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.setCheckpointAfterTicks = function(value) {
  return jspb.Message.setOneofField(this, 6, proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.oneofGroups_[1], value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.clearCheckpointAfterTicks = function() {
  return jspb.Message.setOneofField(this, 6, proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.oneofGroups_[1], undefined);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.hasCheckpointAfterTicks = function() {
  return jspb.Message.getField(this, 6) != null;
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.getCheckpointAfterMs = function() {
  return jspb.Message.getFieldWithDefault(this, 15, 0);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.setCheckpointAfterMs = function(value) {
  return jspb.Message.setOneofField(this, 15, proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.oneofGroups_[1], value);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.clearCheckpointAfterMs = function() {
  return jspb.Message.setOneofField(this, 15, proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.oneofGroups_[1], undefined);
};
proto.event_store.client.persistent_subscriptions.UpdateReq.Settings.prototype.hasCheckpointAfterMs = function() {
  return jspb.Message.getField(this, 15) != null;
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.UpdateResp.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.UpdateResp.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.UpdateResp.toObject = function(includeInstance, msg) {
  var f, obj = {

  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.UpdateResp.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.UpdateResp;
  return proto.event_store.client.persistent_subscriptions.UpdateResp.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.UpdateResp.deserializeBinaryFromReader = function(msg, reader) {
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
proto.event_store.client.persistent_subscriptions.UpdateResp.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.UpdateResp.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.UpdateResp.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.DeleteReq.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.DeleteReq.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.DeleteReq.toObject = function(includeInstance, msg) {
  var f, obj = {
    options: (f = msg.getOptions()) && proto.event_store.client.persistent_subscriptions.DeleteReq.Options.toObject(includeInstance, f)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.DeleteReq.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.DeleteReq;
  return proto.event_store.client.persistent_subscriptions.DeleteReq.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.DeleteReq.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new proto.event_store.client.persistent_subscriptions.DeleteReq.Options;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.DeleteReq.Options.deserializeBinaryFromReader);
      msg.setOptions(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.DeleteReq.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.DeleteReq.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.DeleteReq.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getOptions();
  if (f != null) {
    writer.writeMessage(1, f, proto.event_store.client.persistent_subscriptions.DeleteReq.Options.serializeBinaryToWriter);
  }
};
proto.event_store.client.persistent_subscriptions.DeleteReq.prototype.getOptions = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.DeleteReq.Options, 1);
};
proto.event_store.client.persistent_subscriptions.DeleteReq.prototype.setOptions = function(value) {
  return jspb.Message.setWrapperField(this, 1, value);
};
proto.event_store.client.persistent_subscriptions.DeleteReq.prototype.clearOptions = function() {
  return this.setOptions(undefined);
};
proto.event_store.client.persistent_subscriptions.DeleteReq.prototype.hasOptions = function() {
  return jspb.Message.getField(this, 1) != null;
};
proto.event_store.client.persistent_subscriptions.DeleteReq.Options.oneofGroups_ = [[1,3]];
proto.event_store.client.persistent_subscriptions.DeleteReq.Options.StreamOptionCase = {
  STREAM_OPTION_NOT_SET: 0,
  STREAM_IDENTIFIER: 1,
  ALL: 3
};
proto.event_store.client.persistent_subscriptions.DeleteReq.Options.prototype.getStreamOptionCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.persistent_subscriptions.DeleteReq.Options.oneofGroups_[0]);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.DeleteReq.Options.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.DeleteReq.Options.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.DeleteReq.Options.toObject = function(includeInstance, msg) {
  var f, obj = {
    streamIdentifier: (f = msg.getStreamIdentifier()) && shared_pb.StreamIdentifier.toObject(includeInstance, f),
    all: (f = msg.getAll()) && shared_pb.Empty.toObject(includeInstance, f),
    groupName: jspb.Message.getFieldWithDefault(msg, 2, "")
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.DeleteReq.Options.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.DeleteReq.Options;
  return proto.event_store.client.persistent_subscriptions.DeleteReq.Options.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.DeleteReq.Options.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new shared_pb.StreamIdentifier;
      reader.readMessage(value,shared_pb.StreamIdentifier.deserializeBinaryFromReader);
      msg.setStreamIdentifier(value);
      break;
    case 3:
      var value = new shared_pb.Empty;
      reader.readMessage(value,shared_pb.Empty.deserializeBinaryFromReader);
      msg.setAll(value);
      break;
    case 2:
      var value = reader.readString();
      msg.setGroupName(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.DeleteReq.Options.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.DeleteReq.Options.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.DeleteReq.Options.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getStreamIdentifier();
  if (f != null) {
    writer.writeMessage(1, f, shared_pb.StreamIdentifier.serializeBinaryToWriter);
  }
  f = message.getAll();
  if (f != null) {
    writer.writeMessage(3, f, shared_pb.Empty.serializeBinaryToWriter);
  }
  f = message.getGroupName();
  if (f.length > 0) {
    writer.writeString(2, f);
  }
};
proto.event_store.client.persistent_subscriptions.DeleteReq.Options.prototype.getStreamIdentifier = function() {
  return jspb.Message.getWrapperField(this, shared_pb.StreamIdentifier, 1);
};
proto.event_store.client.persistent_subscriptions.DeleteReq.Options.prototype.setStreamIdentifier = function(value) {
  return jspb.Message.setOneofWrapperField(this, 1, proto.event_store.client.persistent_subscriptions.DeleteReq.Options.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.DeleteReq.Options.prototype.clearStreamIdentifier = function() {
  return this.setStreamIdentifier(undefined);
};
proto.event_store.client.persistent_subscriptions.DeleteReq.Options.prototype.hasStreamIdentifier = function() {
  return jspb.Message.getField(this, 1) != null;
};
proto.event_store.client.persistent_subscriptions.DeleteReq.Options.prototype.getAll = function() {
  return jspb.Message.getWrapperField(this, shared_pb.Empty, 3);
};
proto.event_store.client.persistent_subscriptions.DeleteReq.Options.prototype.setAll = function(value) {
  return jspb.Message.setOneofWrapperField(this, 3, proto.event_store.client.persistent_subscriptions.DeleteReq.Options.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.DeleteReq.Options.prototype.clearAll = function() {
  return this.setAll(undefined);
};
proto.event_store.client.persistent_subscriptions.DeleteReq.Options.prototype.hasAll = function() {
  return jspb.Message.getField(this, 3) != null;
};
proto.event_store.client.persistent_subscriptions.DeleteReq.Options.prototype.getGroupName = function() {
  return jspb.Message.getFieldWithDefault(this, 2, "");
};
proto.event_store.client.persistent_subscriptions.DeleteReq.Options.prototype.setGroupName = function(value) {
  return jspb.Message.setProto3StringField(this, 2, value);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.DeleteResp.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.DeleteResp.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.DeleteResp.toObject = function(includeInstance, msg) {
  var f, obj = {

  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.DeleteResp.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.DeleteResp;
  return proto.event_store.client.persistent_subscriptions.DeleteResp.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.DeleteResp.deserializeBinaryFromReader = function(msg, reader) {
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
proto.event_store.client.persistent_subscriptions.DeleteResp.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.DeleteResp.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.DeleteResp.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.GetInfoReq.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.GetInfoReq.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.GetInfoReq.toObject = function(includeInstance, msg) {
  var f, obj = {
    options: (f = msg.getOptions()) && proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.toObject(includeInstance, f)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.GetInfoReq.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.GetInfoReq;
  return proto.event_store.client.persistent_subscriptions.GetInfoReq.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.GetInfoReq.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new proto.event_store.client.persistent_subscriptions.GetInfoReq.Options;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.deserializeBinaryFromReader);
      msg.setOptions(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.GetInfoReq.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.GetInfoReq.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.GetInfoReq.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getOptions();
  if (f != null) {
    writer.writeMessage(1, f, proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.serializeBinaryToWriter);
  }
};
proto.event_store.client.persistent_subscriptions.GetInfoReq.prototype.getOptions = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.GetInfoReq.Options, 1);
};
proto.event_store.client.persistent_subscriptions.GetInfoReq.prototype.setOptions = function(value) {
  return jspb.Message.setWrapperField(this, 1, value);
};
proto.event_store.client.persistent_subscriptions.GetInfoReq.prototype.clearOptions = function() {
  return this.setOptions(undefined);
};
proto.event_store.client.persistent_subscriptions.GetInfoReq.prototype.hasOptions = function() {
  return jspb.Message.getField(this, 1) != null;
};
proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.oneofGroups_ = [[1,2]];
proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.StreamOptionCase = {
  STREAM_OPTION_NOT_SET: 0,
  STREAM_IDENTIFIER: 1,
  ALL: 2
};
proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.prototype.getStreamOptionCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.oneofGroups_[0]);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.toObject = function(includeInstance, msg) {
  var f, obj = {
    streamIdentifier: (f = msg.getStreamIdentifier()) && shared_pb.StreamIdentifier.toObject(includeInstance, f),
    all: (f = msg.getAll()) && shared_pb.Empty.toObject(includeInstance, f),
    groupName: jspb.Message.getFieldWithDefault(msg, 3, "")
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.GetInfoReq.Options;
  return proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new shared_pb.StreamIdentifier;
      reader.readMessage(value,shared_pb.StreamIdentifier.deserializeBinaryFromReader);
      msg.setStreamIdentifier(value);
      break;
    case 2:
      var value = new shared_pb.Empty;
      reader.readMessage(value,shared_pb.Empty.deserializeBinaryFromReader);
      msg.setAll(value);
      break;
    case 3:
      var value = reader.readString();
      msg.setGroupName(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getStreamIdentifier();
  if (f != null) {
    writer.writeMessage(1, f, shared_pb.StreamIdentifier.serializeBinaryToWriter);
  }
  f = message.getAll();
  if (f != null) {
    writer.writeMessage(2, f, shared_pb.Empty.serializeBinaryToWriter);
  }
  f = message.getGroupName();
  if (f.length > 0) {
    writer.writeString(3, f);
  }
};
proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.prototype.getStreamIdentifier = function() {
  return jspb.Message.getWrapperField(this, shared_pb.StreamIdentifier, 1);
};
proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.prototype.setStreamIdentifier = function(value) {
  return jspb.Message.setOneofWrapperField(this, 1, proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.prototype.clearStreamIdentifier = function() {
  return this.setStreamIdentifier(undefined);
};
proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.prototype.hasStreamIdentifier = function() {
  return jspb.Message.getField(this, 1) != null;
};
proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.prototype.getAll = function() {
  return jspb.Message.getWrapperField(this, shared_pb.Empty, 2);
};
proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.prototype.setAll = function(value) {
  return jspb.Message.setOneofWrapperField(this, 2, proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.prototype.clearAll = function() {
  return this.setAll(undefined);
};
proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.prototype.hasAll = function() {
  return jspb.Message.getField(this, 2) != null;
};
proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.prototype.getGroupName = function() {
  return jspb.Message.getFieldWithDefault(this, 3, "");
};
proto.event_store.client.persistent_subscriptions.GetInfoReq.Options.prototype.setGroupName = function(value) {
  return jspb.Message.setProto3StringField(this, 3, value);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.GetInfoResp.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.GetInfoResp.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.GetInfoResp.toObject = function(includeInstance, msg) {
  var f, obj = {
    subscriptionInfo: (f = msg.getSubscriptionInfo()) && proto.event_store.client.persistent_subscriptions.SubscriptionInfo.toObject(includeInstance, f)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.GetInfoResp.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.GetInfoResp;
  return proto.event_store.client.persistent_subscriptions.GetInfoResp.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.GetInfoResp.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new proto.event_store.client.persistent_subscriptions.SubscriptionInfo;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.SubscriptionInfo.deserializeBinaryFromReader);
      msg.setSubscriptionInfo(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.GetInfoResp.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.GetInfoResp.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.GetInfoResp.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getSubscriptionInfo();
  if (f != null) {
    writer.writeMessage(1, f, proto.event_store.client.persistent_subscriptions.SubscriptionInfo.serializeBinaryToWriter);
  }
};
proto.event_store.client.persistent_subscriptions.GetInfoResp.prototype.getSubscriptionInfo = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.SubscriptionInfo, 1);
};
proto.event_store.client.persistent_subscriptions.GetInfoResp.prototype.setSubscriptionInfo = function(value) {
  return jspb.Message.setWrapperField(this, 1, value);
};
proto.event_store.client.persistent_subscriptions.GetInfoResp.prototype.clearSubscriptionInfo = function() {
  return this.setSubscriptionInfo(undefined);
};
proto.event_store.client.persistent_subscriptions.GetInfoResp.prototype.hasSubscriptionInfo = function() {
  return jspb.Message.getField(this, 1) != null;
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.SubscriptionInfo.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.toObject = function(includeInstance, msg) {
  var f, obj = {
    eventSource: jspb.Message.getFieldWithDefault(msg, 1, ""),
    groupName: jspb.Message.getFieldWithDefault(msg, 2, ""),
    status: jspb.Message.getFieldWithDefault(msg, 3, ""),
    connectionsList: jspb.Message.toObjectList(msg.getConnectionsList(), proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.toObject, includeInstance),
    averagePerSecond: jspb.Message.getFieldWithDefault(msg, 5, 0),
    totalItems: jspb.Message.getFieldWithDefault(msg, 6, "0"),
    countSinceLastMeasurement: jspb.Message.getFieldWithDefault(msg, 7, "0"),
    lastCheckpointedEventPosition: jspb.Message.getFieldWithDefault(msg, 8, ""),
    lastKnownEventPosition: jspb.Message.getFieldWithDefault(msg, 9, ""),
    resolveLinkTos: jspb.Message.getBooleanFieldWithDefault(msg, 10, false),
    startFrom: jspb.Message.getFieldWithDefault(msg, 11, ""),
    messageTimeoutMilliseconds: jspb.Message.getFieldWithDefault(msg, 12, 0),
    extraStatistics: jspb.Message.getBooleanFieldWithDefault(msg, 13, false),
    maxRetryCount: jspb.Message.getFieldWithDefault(msg, 14, 0),
    liveBufferSize: jspb.Message.getFieldWithDefault(msg, 15, 0),
    bufferSize: jspb.Message.getFieldWithDefault(msg, 16, 0),
    readBatchSize: jspb.Message.getFieldWithDefault(msg, 17, 0),
    checkPointAfterMilliseconds: jspb.Message.getFieldWithDefault(msg, 18, 0),
    minCheckPointCount: jspb.Message.getFieldWithDefault(msg, 19, 0),
    maxCheckPointCount: jspb.Message.getFieldWithDefault(msg, 20, 0),
    readBufferCount: jspb.Message.getFieldWithDefault(msg, 21, 0),
    liveBufferCount: jspb.Message.getFieldWithDefault(msg, 22, "0"),
    retryBufferCount: jspb.Message.getFieldWithDefault(msg, 23, 0),
    totalInFlightMessages: jspb.Message.getFieldWithDefault(msg, 24, 0),
    outstandingMessagesCount: jspb.Message.getFieldWithDefault(msg, 25, 0),
    namedConsumerStrategy: jspb.Message.getFieldWithDefault(msg, 26, ""),
    maxSubscriberCount: jspb.Message.getFieldWithDefault(msg, 27, 0),
    parkedMessageCount: jspb.Message.getFieldWithDefault(msg, 28, "0")
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.SubscriptionInfo;
  return proto.event_store.client.persistent_subscriptions.SubscriptionInfo.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = reader.readString();
      msg.setEventSource(value);
      break;
    case 2:
      var value = reader.readString();
      msg.setGroupName(value);
      break;
    case 3:
      var value = reader.readString();
      msg.setStatus(value);
      break;
    case 4:
      var value = new proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.deserializeBinaryFromReader);
      msg.addConnections(value);
      break;
    case 5:
      var value = reader.readInt32();
      msg.setAveragePerSecond(value);
      break;
    case 6:
      var value = reader.readInt64String();
      msg.setTotalItems(value);
      break;
    case 7:
      var value = reader.readInt64String();
      msg.setCountSinceLastMeasurement(value);
      break;
    case 8:
      var value = reader.readString();
      msg.setLastCheckpointedEventPosition(value);
      break;
    case 9:
      var value = reader.readString();
      msg.setLastKnownEventPosition(value);
      break;
    case 10:
      var value = reader.readBool();
      msg.setResolveLinkTos(value);
      break;
    case 11:
      var value = reader.readString();
      msg.setStartFrom(value);
      break;
    case 12:
      var value = reader.readInt32();
      msg.setMessageTimeoutMilliseconds(value);
      break;
    case 13:
      var value = reader.readBool();
      msg.setExtraStatistics(value);
      break;
    case 14:
      var value = reader.readInt32();
      msg.setMaxRetryCount(value);
      break;
    case 15:
      var value = reader.readInt32();
      msg.setLiveBufferSize(value);
      break;
    case 16:
      var value = reader.readInt32();
      msg.setBufferSize(value);
      break;
    case 17:
      var value = reader.readInt32();
      msg.setReadBatchSize(value);
      break;
    case 18:
      var value = reader.readInt32();
      msg.setCheckPointAfterMilliseconds(value);
      break;
    case 19:
      var value = reader.readInt32();
      msg.setMinCheckPointCount(value);
      break;
    case 20:
      var value = reader.readInt32();
      msg.setMaxCheckPointCount(value);
      break;
    case 21:
      var value = reader.readInt32();
      msg.setReadBufferCount(value);
      break;
    case 22:
      var value = reader.readInt64String();
      msg.setLiveBufferCount(value);
      break;
    case 23:
      var value = reader.readInt32();
      msg.setRetryBufferCount(value);
      break;
    case 24:
      var value = reader.readInt32();
      msg.setTotalInFlightMessages(value);
      break;
    case 25:
      var value = reader.readInt32();
      msg.setOutstandingMessagesCount(value);
      break;
    case 26:
      var value = reader.readString();
      msg.setNamedConsumerStrategy(value);
      break;
    case 27:
      var value = reader.readInt32();
      msg.setMaxSubscriberCount(value);
      break;
    case 28:
      var value = reader.readInt64String();
      msg.setParkedMessageCount(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.SubscriptionInfo.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getEventSource();
  if (f.length > 0) {
    writer.writeString(1, f);
  }
  f = message.getGroupName();
  if (f.length > 0) {
    writer.writeString(2, f);
  }
  f = message.getStatus();
  if (f.length > 0) {
    writer.writeString(3, f);
  }
  f = message.getConnectionsList();
  if (f.length > 0) {
    writer.writeRepeatedMessage(4, f, proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.serializeBinaryToWriter);
  }
  f = message.getAveragePerSecond();
  if (f !== 0) {
    writer.writeInt32(5, f);
  }
  f = message.getTotalItems();
  if (parseInt(f, 10) !== 0) {
    writer.writeInt64String(6, f);
  }
  f = message.getCountSinceLastMeasurement();
  if (parseInt(f, 10) !== 0) {
    writer.writeInt64String(7, f);
  }
  f = message.getLastCheckpointedEventPosition();
  if (f.length > 0) {
    writer.writeString(8, f);
  }
  f = message.getLastKnownEventPosition();
  if (f.length > 0) {
    writer.writeString(9, f);
  }
  f = message.getResolveLinkTos();
  if (f) {
    writer.writeBool(10, f);
  }
  f = message.getStartFrom();
  if (f.length > 0) {
    writer.writeString(11, f);
  }
  f = message.getMessageTimeoutMilliseconds();
  if (f !== 0) {
    writer.writeInt32(12, f);
  }
  f = message.getExtraStatistics();
  if (f) {
    writer.writeBool(13, f);
  }
  f = message.getMaxRetryCount();
  if (f !== 0) {
    writer.writeInt32(14, f);
  }
  f = message.getLiveBufferSize();
  if (f !== 0) {
    writer.writeInt32(15, f);
  }
  f = message.getBufferSize();
  if (f !== 0) {
    writer.writeInt32(16, f);
  }
  f = message.getReadBatchSize();
  if (f !== 0) {
    writer.writeInt32(17, f);
  }
  f = message.getCheckPointAfterMilliseconds();
  if (f !== 0) {
    writer.writeInt32(18, f);
  }
  f = message.getMinCheckPointCount();
  if (f !== 0) {
    writer.writeInt32(19, f);
  }
  f = message.getMaxCheckPointCount();
  if (f !== 0) {
    writer.writeInt32(20, f);
  }
  f = message.getReadBufferCount();
  if (f !== 0) {
    writer.writeInt32(21, f);
  }
  f = message.getLiveBufferCount();
  if (parseInt(f, 10) !== 0) {
    writer.writeInt64String(22, f);
  }
  f = message.getRetryBufferCount();
  if (f !== 0) {
    writer.writeInt32(23, f);
  }
  f = message.getTotalInFlightMessages();
  if (f !== 0) {
    writer.writeInt32(24, f);
  }
  f = message.getOutstandingMessagesCount();
  if (f !== 0) {
    writer.writeInt32(25, f);
  }
  f = message.getNamedConsumerStrategy();
  if (f.length > 0) {
    writer.writeString(26, f);
  }
  f = message.getMaxSubscriberCount();
  if (f !== 0) {
    writer.writeInt32(27, f);
  }
  f = message.getParkedMessageCount();
  if (parseInt(f, 10) !== 0) {
    writer.writeInt64String(28, f);
  }
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getEventSource = function() {
  return jspb.Message.getFieldWithDefault(this, 1, "");
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setEventSource = function(value) {
  return jspb.Message.setProto3StringField(this, 1, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getGroupName = function() {
  return jspb.Message.getFieldWithDefault(this, 2, "");
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setGroupName = function(value) {
  return jspb.Message.setProto3StringField(this, 2, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getStatus = function() {
  return jspb.Message.getFieldWithDefault(this, 3, "");
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setStatus = function(value) {
  return jspb.Message.setProto3StringField(this, 3, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getConnectionsList = function() {
  return jspb.Message.getRepeatedWrapperField(this, proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo, 4);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setConnectionsList = function(value) {
  return jspb.Message.setRepeatedWrapperField(this, 4, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.addConnections = function(opt_value, opt_index) {
  return jspb.Message.addToRepeatedWrapperField(this, 4, opt_value, proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo, opt_index);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.clearConnectionsList = function() {
  return this.setConnectionsList([]);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getAveragePerSecond = function() {
  return jspb.Message.getFieldWithDefault(this, 5, 0);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setAveragePerSecond = function(value) {
  return jspb.Message.setProto3IntField(this, 5, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getTotalItems = function() {
  return jspb.Message.getFieldWithDefault(this, 6, "0");
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setTotalItems = function(value) {
  return jspb.Message.setProto3StringIntField(this, 6, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getCountSinceLastMeasurement = function() {
  return jspb.Message.getFieldWithDefault(this, 7, "0");
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setCountSinceLastMeasurement = function(value) {
  return jspb.Message.setProto3StringIntField(this, 7, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getLastCheckpointedEventPosition = function() {
  return jspb.Message.getFieldWithDefault(this, 8, "");
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setLastCheckpointedEventPosition = function(value) {
  return jspb.Message.setProto3StringField(this, 8, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getLastKnownEventPosition = function() {
  return jspb.Message.getFieldWithDefault(this, 9, "");
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setLastKnownEventPosition = function(value) {
  return jspb.Message.setProto3StringField(this, 9, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getResolveLinkTos = function() {
  return jspb.Message.getBooleanFieldWithDefault(this, 10, false);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setResolveLinkTos = function(value) {
  return jspb.Message.setProto3BooleanField(this, 10, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getStartFrom = function() {
  return jspb.Message.getFieldWithDefault(this, 11, "");
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setStartFrom = function(value) {
  return jspb.Message.setProto3StringField(this, 11, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getMessageTimeoutMilliseconds = function() {
  return jspb.Message.getFieldWithDefault(this, 12, 0);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setMessageTimeoutMilliseconds = function(value) {
  return jspb.Message.setProto3IntField(this, 12, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getExtraStatistics = function() {
  return jspb.Message.getBooleanFieldWithDefault(this, 13, false);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setExtraStatistics = function(value) {
  return jspb.Message.setProto3BooleanField(this, 13, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getMaxRetryCount = function() {
  return jspb.Message.getFieldWithDefault(this, 14, 0);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setMaxRetryCount = function(value) {
  return jspb.Message.setProto3IntField(this, 14, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getLiveBufferSize = function() {
  return jspb.Message.getFieldWithDefault(this, 15, 0);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setLiveBufferSize = function(value) {
  return jspb.Message.setProto3IntField(this, 15, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getBufferSize = function() {
  return jspb.Message.getFieldWithDefault(this, 16, 0);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setBufferSize = function(value) {
  return jspb.Message.setProto3IntField(this, 16, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getReadBatchSize = function() {
  return jspb.Message.getFieldWithDefault(this, 17, 0);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setReadBatchSize = function(value) {
  return jspb.Message.setProto3IntField(this, 17, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getCheckPointAfterMilliseconds = function() {
  return jspb.Message.getFieldWithDefault(this, 18, 0);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setCheckPointAfterMilliseconds = function(value) {
  return jspb.Message.setProto3IntField(this, 18, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getMinCheckPointCount = function() {
  return jspb.Message.getFieldWithDefault(this, 19, 0);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setMinCheckPointCount = function(value) {
  return jspb.Message.setProto3IntField(this, 19, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getMaxCheckPointCount = function() {
  return jspb.Message.getFieldWithDefault(this, 20, 0);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setMaxCheckPointCount = function(value) {
  return jspb.Message.setProto3IntField(this, 20, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getReadBufferCount = function() {
  return jspb.Message.getFieldWithDefault(this, 21, 0);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setReadBufferCount = function(value) {
  return jspb.Message.setProto3IntField(this, 21, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getLiveBufferCount = function() {
  return jspb.Message.getFieldWithDefault(this, 22, "0");
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setLiveBufferCount = function(value) {
  return jspb.Message.setProto3StringIntField(this, 22, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getRetryBufferCount = function() {
  return jspb.Message.getFieldWithDefault(this, 23, 0);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setRetryBufferCount = function(value) {
  return jspb.Message.setProto3IntField(this, 23, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getTotalInFlightMessages = function() {
  return jspb.Message.getFieldWithDefault(this, 24, 0);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setTotalInFlightMessages = function(value) {
  return jspb.Message.setProto3IntField(this, 24, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getOutstandingMessagesCount = function() {
  return jspb.Message.getFieldWithDefault(this, 25, 0);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setOutstandingMessagesCount = function(value) {
  return jspb.Message.setProto3IntField(this, 25, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getNamedConsumerStrategy = function() {
  return jspb.Message.getFieldWithDefault(this, 26, "");
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setNamedConsumerStrategy = function(value) {
  return jspb.Message.setProto3StringField(this, 26, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getMaxSubscriberCount = function() {
  return jspb.Message.getFieldWithDefault(this, 27, 0);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setMaxSubscriberCount = function(value) {
  return jspb.Message.setProto3IntField(this, 27, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.getParkedMessageCount = function() {
  return jspb.Message.getFieldWithDefault(this, 28, "0");
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.prototype.setParkedMessageCount = function(value) {
  return jspb.Message.setProto3StringIntField(this, 28, value);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.toObject = function(includeInstance, msg) {
  var f, obj = {
    from: jspb.Message.getFieldWithDefault(msg, 1, ""),
    username: jspb.Message.getFieldWithDefault(msg, 2, ""),
    averageItemsPerSecond: jspb.Message.getFieldWithDefault(msg, 3, 0),
    totalItems: jspb.Message.getFieldWithDefault(msg, 4, "0"),
    countSinceLastMeasurement: jspb.Message.getFieldWithDefault(msg, 5, "0"),
    observedMeasurementsList: jspb.Message.toObjectList(msg.getObservedMeasurementsList(), proto.event_store.client.persistent_subscriptions.SubscriptionInfo.Measurement.toObject, includeInstance),
    availableSlots: jspb.Message.getFieldWithDefault(msg, 7, 0),
    inFlightMessages: jspb.Message.getFieldWithDefault(msg, 8, 0),
    connectionName: jspb.Message.getFieldWithDefault(msg, 9, "")
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo;
  return proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = reader.readString();
      msg.setFrom(value);
      break;
    case 2:
      var value = reader.readString();
      msg.setUsername(value);
      break;
    case 3:
      var value = reader.readInt32();
      msg.setAverageItemsPerSecond(value);
      break;
    case 4:
      var value = reader.readInt64String();
      msg.setTotalItems(value);
      break;
    case 5:
      var value = reader.readInt64String();
      msg.setCountSinceLastMeasurement(value);
      break;
    case 6:
      var value = new proto.event_store.client.persistent_subscriptions.SubscriptionInfo.Measurement;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.SubscriptionInfo.Measurement.deserializeBinaryFromReader);
      msg.addObservedMeasurements(value);
      break;
    case 7:
      var value = reader.readInt32();
      msg.setAvailableSlots(value);
      break;
    case 8:
      var value = reader.readInt32();
      msg.setInFlightMessages(value);
      break;
    case 9:
      var value = reader.readString();
      msg.setConnectionName(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getFrom();
  if (f.length > 0) {
    writer.writeString(1, f);
  }
  f = message.getUsername();
  if (f.length > 0) {
    writer.writeString(2, f);
  }
  f = message.getAverageItemsPerSecond();
  if (f !== 0) {
    writer.writeInt32(3, f);
  }
  f = message.getTotalItems();
  if (parseInt(f, 10) !== 0) {
    writer.writeInt64String(4, f);
  }
  f = message.getCountSinceLastMeasurement();
  if (parseInt(f, 10) !== 0) {
    writer.writeInt64String(5, f);
  }
  f = message.getObservedMeasurementsList();
  if (f.length > 0) {
    writer.writeRepeatedMessage(6, f, proto.event_store.client.persistent_subscriptions.SubscriptionInfo.Measurement.serializeBinaryToWriter);
  }
  f = message.getAvailableSlots();
  if (f !== 0) {
    writer.writeInt32(7, f);
  }
  f = message.getInFlightMessages();
  if (f !== 0) {
    writer.writeInt32(8, f);
  }
  f = message.getConnectionName();
  if (f.length > 0) {
    writer.writeString(9, f);
  }
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.prototype.getFrom = function() {
  return jspb.Message.getFieldWithDefault(this, 1, "");
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.prototype.setFrom = function(value) {
  return jspb.Message.setProto3StringField(this, 1, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.prototype.getUsername = function() {
  return jspb.Message.getFieldWithDefault(this, 2, "");
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.prototype.setUsername = function(value) {
  return jspb.Message.setProto3StringField(this, 2, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.prototype.getAverageItemsPerSecond = function() {
  return jspb.Message.getFieldWithDefault(this, 3, 0);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.prototype.setAverageItemsPerSecond = function(value) {
  return jspb.Message.setProto3IntField(this, 3, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.prototype.getTotalItems = function() {
  return jspb.Message.getFieldWithDefault(this, 4, "0");
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.prototype.setTotalItems = function(value) {
  return jspb.Message.setProto3StringIntField(this, 4, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.prototype.getCountSinceLastMeasurement = function() {
  return jspb.Message.getFieldWithDefault(this, 5, "0");
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.prototype.setCountSinceLastMeasurement = function(value) {
  return jspb.Message.setProto3StringIntField(this, 5, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.prototype.getObservedMeasurementsList = function() {
  return jspb.Message.getRepeatedWrapperField(this, proto.event_store.client.persistent_subscriptions.SubscriptionInfo.Measurement, 6);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.prototype.setObservedMeasurementsList = function(value) {
  return jspb.Message.setRepeatedWrapperField(this, 6, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.prototype.addObservedMeasurements = function(opt_value, opt_index) {
  return jspb.Message.addToRepeatedWrapperField(this, 6, opt_value, proto.event_store.client.persistent_subscriptions.SubscriptionInfo.Measurement, opt_index);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.prototype.clearObservedMeasurementsList = function() {
  return this.setObservedMeasurementsList([]);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.prototype.getAvailableSlots = function() {
  return jspb.Message.getFieldWithDefault(this, 7, 0);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.prototype.setAvailableSlots = function(value) {
  return jspb.Message.setProto3IntField(this, 7, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.prototype.getInFlightMessages = function() {
  return jspb.Message.getFieldWithDefault(this, 8, 0);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.prototype.setInFlightMessages = function(value) {
  return jspb.Message.setProto3IntField(this, 8, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.prototype.getConnectionName = function() {
  return jspb.Message.getFieldWithDefault(this, 9, "");
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.ConnectionInfo.prototype.setConnectionName = function(value) {
  return jspb.Message.setProto3StringField(this, 9, value);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.Measurement.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.SubscriptionInfo.Measurement.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.Measurement.toObject = function(includeInstance, msg) {
  var f, obj = {
    key: jspb.Message.getFieldWithDefault(msg, 1, ""),
    value: jspb.Message.getFieldWithDefault(msg, 2, "0")
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.Measurement.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.SubscriptionInfo.Measurement;
  return proto.event_store.client.persistent_subscriptions.SubscriptionInfo.Measurement.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.Measurement.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = reader.readString();
      msg.setKey(value);
      break;
    case 2:
      var value = reader.readInt64String();
      msg.setValue(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.Measurement.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.SubscriptionInfo.Measurement.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.Measurement.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getKey();
  if (f.length > 0) {
    writer.writeString(1, f);
  }
  f = message.getValue();
  if (parseInt(f, 10) !== 0) {
    writer.writeInt64String(2, f);
  }
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.Measurement.prototype.getKey = function() {
  return jspb.Message.getFieldWithDefault(this, 1, "");
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.Measurement.prototype.setKey = function(value) {
  return jspb.Message.setProto3StringField(this, 1, value);
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.Measurement.prototype.getValue = function() {
  return jspb.Message.getFieldWithDefault(this, 2, "0");
};
proto.event_store.client.persistent_subscriptions.SubscriptionInfo.Measurement.prototype.setValue = function(value) {
  return jspb.Message.setProto3StringIntField(this, 2, value);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.ReplayParkedReq.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.toObject = function(includeInstance, msg) {
  var f, obj = {
    options: (f = msg.getOptions()) && proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.toObject(includeInstance, f)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.ReplayParkedReq;
  return proto.event_store.client.persistent_subscriptions.ReplayParkedReq.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.deserializeBinaryFromReader);
      msg.setOptions(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.ReplayParkedReq.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getOptions();
  if (f != null) {
    writer.writeMessage(1, f, proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.serializeBinaryToWriter);
  }
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.prototype.getOptions = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options, 1);
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.prototype.setOptions = function(value) {
  return jspb.Message.setWrapperField(this, 1, value);
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.prototype.clearOptions = function() {
  return this.setOptions(undefined);
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.prototype.hasOptions = function() {
  return jspb.Message.getField(this, 1) != null;
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.oneofGroups_ = [[2,3],[4,5]];
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.StreamOptionCase = {
  STREAM_OPTION_NOT_SET: 0,
  STREAM_IDENTIFIER: 2,
  ALL: 3
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.prototype.getStreamOptionCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.oneofGroups_[0]);
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.StopAtOptionCase = {
  STOP_AT_OPTION_NOT_SET: 0,
  STOP_AT: 4,
  NO_LIMIT: 5
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.prototype.getStopAtOptionCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.oneofGroups_[1]);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.toObject = function(includeInstance, msg) {
  var f, obj = {
    groupName: jspb.Message.getFieldWithDefault(msg, 1, ""),
    streamIdentifier: (f = msg.getStreamIdentifier()) && shared_pb.StreamIdentifier.toObject(includeInstance, f),
    all: (f = msg.getAll()) && shared_pb.Empty.toObject(includeInstance, f),
    stopAt: jspb.Message.getFieldWithDefault(msg, 4, "0"),
    noLimit: (f = msg.getNoLimit()) && shared_pb.Empty.toObject(includeInstance, f)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options;
  return proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = reader.readString();
      msg.setGroupName(value);
      break;
    case 2:
      var value = new shared_pb.StreamIdentifier;
      reader.readMessage(value,shared_pb.StreamIdentifier.deserializeBinaryFromReader);
      msg.setStreamIdentifier(value);
      break;
    case 3:
      var value = new shared_pb.Empty;
      reader.readMessage(value,shared_pb.Empty.deserializeBinaryFromReader);
      msg.setAll(value);
      break;
    case 4:
      var value = reader.readInt64String();
      msg.setStopAt(value);
      break;
    case 5:
      var value = new shared_pb.Empty;
      reader.readMessage(value,shared_pb.Empty.deserializeBinaryFromReader);
      msg.setNoLimit(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getGroupName();
  if (f.length > 0) {
    writer.writeString(1, f);
  }
  f = message.getStreamIdentifier();
  if (f != null) {
    writer.writeMessage(2, f, shared_pb.StreamIdentifier.serializeBinaryToWriter);
  }
  f = message.getAll();
  if (f != null) {
    writer.writeMessage(3, f, shared_pb.Empty.serializeBinaryToWriter);
  }
  f = jspb.Message.getField(message, 4);
  if (f != null) {
    writer.writeInt64String(4, f);
  }
  f = message.getNoLimit();
  if (f != null) {
    writer.writeMessage(5, f, shared_pb.Empty.serializeBinaryToWriter);
  }
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.prototype.getGroupName = function() {
  return jspb.Message.getFieldWithDefault(this, 1, "");
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.prototype.setGroupName = function(value) {
  return jspb.Message.setProto3StringField(this, 1, value);
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.prototype.getStreamIdentifier = function() {
  return jspb.Message.getWrapperField(this, shared_pb.StreamIdentifier, 2);
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.prototype.setStreamIdentifier = function(value) {
  return jspb.Message.setOneofWrapperField(this, 2, proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.prototype.clearStreamIdentifier = function() {
  return this.setStreamIdentifier(undefined);
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.prototype.hasStreamIdentifier = function() {
  return jspb.Message.getField(this, 2) != null;
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.prototype.getAll = function() {
  return jspb.Message.getWrapperField(this, shared_pb.Empty, 3);
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.prototype.setAll = function(value) {
  return jspb.Message.setOneofWrapperField(this, 3, proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.prototype.clearAll = function() {
  return this.setAll(undefined);
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.prototype.hasAll = function() {
  return jspb.Message.getField(this, 3) != null;
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.prototype.getStopAt = function() {
  return jspb.Message.getFieldWithDefault(this, 4, "0");
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.prototype.setStopAt = function(value) {
  return jspb.Message.setOneofField(this, 4, proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.oneofGroups_[1], value);
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.prototype.clearStopAt = function() {
  return jspb.Message.setOneofField(this, 4, proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.oneofGroups_[1], undefined);
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.prototype.hasStopAt = function() {
  return jspb.Message.getField(this, 4) != null;
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.prototype.getNoLimit = function() {
  return jspb.Message.getWrapperField(this, shared_pb.Empty, 5);
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.prototype.setNoLimit = function(value) {
  return jspb.Message.setOneofWrapperField(this, 5, proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.oneofGroups_[1], value);
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.prototype.clearNoLimit = function() {
  return this.setNoLimit(undefined);
};
proto.event_store.client.persistent_subscriptions.ReplayParkedReq.Options.prototype.hasNoLimit = function() {
  return jspb.Message.getField(this, 5) != null;
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.ReplayParkedResp.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.ReplayParkedResp.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.ReplayParkedResp.toObject = function(includeInstance, msg) {
  var f, obj = {

  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.ReplayParkedResp.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.ReplayParkedResp;
  return proto.event_store.client.persistent_subscriptions.ReplayParkedResp.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.ReplayParkedResp.deserializeBinaryFromReader = function(msg, reader) {
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
proto.event_store.client.persistent_subscriptions.ReplayParkedResp.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.ReplayParkedResp.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.ReplayParkedResp.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.ListReq.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.ListReq.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.ListReq.toObject = function(includeInstance, msg) {
  var f, obj = {
    options: (f = msg.getOptions()) && proto.event_store.client.persistent_subscriptions.ListReq.Options.toObject(includeInstance, f)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.ListReq.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.ListReq;
  return proto.event_store.client.persistent_subscriptions.ListReq.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.ListReq.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new proto.event_store.client.persistent_subscriptions.ListReq.Options;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.ListReq.Options.deserializeBinaryFromReader);
      msg.setOptions(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.ListReq.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.ListReq.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.ListReq.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getOptions();
  if (f != null) {
    writer.writeMessage(1, f, proto.event_store.client.persistent_subscriptions.ListReq.Options.serializeBinaryToWriter);
  }
};
proto.event_store.client.persistent_subscriptions.ListReq.prototype.getOptions = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.ListReq.Options, 1);
};
proto.event_store.client.persistent_subscriptions.ListReq.prototype.setOptions = function(value) {
  return jspb.Message.setWrapperField(this, 1, value);
};
proto.event_store.client.persistent_subscriptions.ListReq.prototype.clearOptions = function() {
  return this.setOptions(undefined);
};
proto.event_store.client.persistent_subscriptions.ListReq.prototype.hasOptions = function() {
  return jspb.Message.getField(this, 1) != null;
};
proto.event_store.client.persistent_subscriptions.ListReq.Options.oneofGroups_ = [[1,2]];
proto.event_store.client.persistent_subscriptions.ListReq.Options.ListOptionCase = {
  LIST_OPTION_NOT_SET: 0,
  LIST_ALL_SUBSCRIPTIONS: 1,
  LIST_FOR_STREAM: 2
};
proto.event_store.client.persistent_subscriptions.ListReq.Options.prototype.getListOptionCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.persistent_subscriptions.ListReq.Options.oneofGroups_[0]);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.ListReq.Options.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.ListReq.Options.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.ListReq.Options.toObject = function(includeInstance, msg) {
  var f, obj = {
    listAllSubscriptions: (f = msg.getListAllSubscriptions()) && shared_pb.Empty.toObject(includeInstance, f),
    listForStream: (f = msg.getListForStream()) && proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.toObject(includeInstance, f)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.ListReq.Options.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.ListReq.Options;
  return proto.event_store.client.persistent_subscriptions.ListReq.Options.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.ListReq.Options.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new shared_pb.Empty;
      reader.readMessage(value,shared_pb.Empty.deserializeBinaryFromReader);
      msg.setListAllSubscriptions(value);
      break;
    case 2:
      var value = new proto.event_store.client.persistent_subscriptions.ListReq.StreamOption;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.deserializeBinaryFromReader);
      msg.setListForStream(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.ListReq.Options.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.ListReq.Options.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.ListReq.Options.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getListAllSubscriptions();
  if (f != null) {
    writer.writeMessage(1, f, shared_pb.Empty.serializeBinaryToWriter);
  }
  f = message.getListForStream();
  if (f != null) {
    writer.writeMessage(2, f, proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.serializeBinaryToWriter);
  }
};
proto.event_store.client.persistent_subscriptions.ListReq.Options.prototype.getListAllSubscriptions = function() {
  return jspb.Message.getWrapperField(this, shared_pb.Empty, 1);
};
proto.event_store.client.persistent_subscriptions.ListReq.Options.prototype.setListAllSubscriptions = function(value) {
  return jspb.Message.setOneofWrapperField(this, 1, proto.event_store.client.persistent_subscriptions.ListReq.Options.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.ListReq.Options.prototype.clearListAllSubscriptions = function() {
  return this.setListAllSubscriptions(undefined);
};
proto.event_store.client.persistent_subscriptions.ListReq.Options.prototype.hasListAllSubscriptions = function() {
  return jspb.Message.getField(this, 1) != null;
};
proto.event_store.client.persistent_subscriptions.ListReq.Options.prototype.getListForStream = function() {
  return jspb.Message.getWrapperField(this, proto.event_store.client.persistent_subscriptions.ListReq.StreamOption, 2);
};
proto.event_store.client.persistent_subscriptions.ListReq.Options.prototype.setListForStream = function(value) {
  return jspb.Message.setOneofWrapperField(this, 2, proto.event_store.client.persistent_subscriptions.ListReq.Options.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.ListReq.Options.prototype.clearListForStream = function() {
  return this.setListForStream(undefined);
};
proto.event_store.client.persistent_subscriptions.ListReq.Options.prototype.hasListForStream = function() {
  return jspb.Message.getField(this, 2) != null;
};
proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.oneofGroups_ = [[1,2]];
proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.StreamOptionCase = {
  STREAM_OPTION_NOT_SET: 0,
  STREAM: 1,
  ALL: 2
};
proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.prototype.getStreamOptionCase = function() {
  return jspb.Message.computeOneofCase(this, proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.oneofGroups_[0]);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.toObject = function(includeInstance, msg) {
  var f, obj = {
    stream: (f = msg.getStream()) && shared_pb.StreamIdentifier.toObject(includeInstance, f),
    all: (f = msg.getAll()) && shared_pb.Empty.toObject(includeInstance, f)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.ListReq.StreamOption;
  return proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new shared_pb.StreamIdentifier;
      reader.readMessage(value,shared_pb.StreamIdentifier.deserializeBinaryFromReader);
      msg.setStream(value);
      break;
    case 2:
      var value = new shared_pb.Empty;
      reader.readMessage(value,shared_pb.Empty.deserializeBinaryFromReader);
      msg.setAll(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getStream();
  if (f != null) {
    writer.writeMessage(1, f, shared_pb.StreamIdentifier.serializeBinaryToWriter);
  }
  f = message.getAll();
  if (f != null) {
    writer.writeMessage(2, f, shared_pb.Empty.serializeBinaryToWriter);
  }
};
proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.prototype.getStream = function() {
  return jspb.Message.getWrapperField(this, shared_pb.StreamIdentifier, 1);
};
proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.prototype.setStream = function(value) {
  return jspb.Message.setOneofWrapperField(this, 1, proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.prototype.clearStream = function() {
  return this.setStream(undefined);
};
proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.prototype.hasStream = function() {
  return jspb.Message.getField(this, 1) != null;
};
proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.prototype.getAll = function() {
  return jspb.Message.getWrapperField(this, shared_pb.Empty, 2);
};
proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.prototype.setAll = function(value) {
  return jspb.Message.setOneofWrapperField(this, 2, proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.oneofGroups_[0], value);
};
proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.prototype.clearAll = function() {
  return this.setAll(undefined);
};
proto.event_store.client.persistent_subscriptions.ListReq.StreamOption.prototype.hasAll = function() {
  return jspb.Message.getField(this, 2) != null;
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.persistent_subscriptions.ListResp.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.persistent_subscriptions.ListResp.toObject(opt_includeInstance, this);
};
proto.event_store.client.persistent_subscriptions.ListResp.toObject = function(includeInstance, msg) {
  var f, obj = {
    subscriptionsList: jspb.Message.toObjectList(msg.getSubscriptionsList(), proto.event_store.client.persistent_subscriptions.SubscriptionInfo.toObject, includeInstance)
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.persistent_subscriptions.ListResp.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.persistent_subscriptions.ListResp;
  return proto.event_store.client.persistent_subscriptions.ListResp.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.persistent_subscriptions.ListResp.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new proto.event_store.client.persistent_subscriptions.SubscriptionInfo;
      reader.readMessage(value,proto.event_store.client.persistent_subscriptions.SubscriptionInfo.deserializeBinaryFromReader);
      msg.addSubscriptions(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.persistent_subscriptions.ListResp.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.persistent_subscriptions.ListResp.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.persistent_subscriptions.ListResp.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getSubscriptionsList();
  if (f.length > 0) {
    writer.writeRepeatedMessage(1, f, proto.event_store.client.persistent_subscriptions.SubscriptionInfo.serializeBinaryToWriter);
  }
};
proto.event_store.client.persistent_subscriptions.ListResp.prototype.getSubscriptionsList = function() {
  return jspb.Message.getRepeatedWrapperField(this, proto.event_store.client.persistent_subscriptions.SubscriptionInfo, 1);
};
proto.event_store.client.persistent_subscriptions.ListResp.prototype.setSubscriptionsList = function(value) {
  return jspb.Message.setRepeatedWrapperField(this, 1, value);
};
proto.event_store.client.persistent_subscriptions.ListResp.prototype.addSubscriptions = function(opt_value, opt_index) {
  return jspb.Message.addToRepeatedWrapperField(this, 1, opt_value, proto.event_store.client.persistent_subscriptions.SubscriptionInfo, opt_index);
};
proto.event_store.client.persistent_subscriptions.ListResp.prototype.clearSubscriptionsList = function() {
  return this.setSubscriptionsList([]);
};
goog.object.extend(exports, proto.event_store.client.persistent_subscriptions);

// source: serverfeatures.proto
// GENERATED CODE -- DO NOT EDIT! (npm run proto:generate)
/* eslint-disable */
'use strict';
var jspb = require('google-protobuf');
var goog = jspb;
var shared_pb = require('./shared_pb.js');
// The package namespace, local to this module (protoc-gen-js puts it on the global object).
var proto = { event_store: { client: { server_features: {} } } };
proto.event_store.client.server_features.SupportedMethods = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, proto.event_store.client.server_features.SupportedMethods.repeatedFields_, null);
};
goog.inherits(proto.event_store.client.server_features.SupportedMethods, jspb.Message);
proto.event_store.client.server_features.SupportedMethods.repeatedFields_ = [1];
proto.event_store.client.server_features.SupportedMethod = function(opt_data) {
  jspb.Message.initialize(this, opt_data, 0, -1, proto.event_store.client.server_features.SupportedMethod.repeatedFields_, null);
};
goog.inherits(proto.event_store.client.server_features.SupportedMethod, jspb.Message);
proto.event_store.client.server_features.SupportedMethod.repeatedFields_ = [3];
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.server_features.SupportedMethods.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.server_features.SupportedMethods.toObject(opt_includeInstance, this);
};
proto.event_store.client.server_features.SupportedMethods.toObject = function(includeInstance, msg) {
  var f, obj = {
    methodsList: jspb.Message.toObjectList(msg.getMethodsList(), proto.event_store.client.server_features.SupportedMethod.toObject, includeInstance),
    eventStoreServerVersion: jspb.Message.getFieldWithDefault(msg, 2, "")
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.server_features.SupportedMethods.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.server_features.SupportedMethods;
  return proto.event_store.client.server_features.SupportedMethods.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.server_features.SupportedMethods.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = new proto.event_store.client.server_features.SupportedMethod;
      reader.readMessage(value,proto.event_store.client.server_features.SupportedMethod.deserializeBinaryFromReader);
      msg.addMethods(value);
      break;
    case 2:
      var value = reader.readString();
      msg.setEventStoreServerVersion(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.server_features.SupportedMethods.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.server_features.SupportedMethods.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.server_features.SupportedMethods.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getMethodsList();
  if (f.length > 0) {
    writer.writeRepeatedMessage(1, f, proto.event_store.client.server_features.SupportedMethod.serializeBinaryToWriter);
  }
  f = message.getEventStoreServerVersion();
  if (f.length > 0) {
    writer.writeString(2, f);
  }
};
proto.event_store.client.server_features.SupportedMethods.prototype.getMethodsList = function() {
  return jspb.Message.getRepeatedWrapperField(this, proto.event_store.client.server_features.SupportedMethod, 1);
};
proto.event_store.client.server_features.SupportedMethods.prototype.setMethodsList = function(value) {
  return jspb.Message.setRepeatedWrapperField(this, 1, value);
};
proto.event_store.client.server_features.SupportedMethods.prototype.addMethods = function(opt_value, opt_index) {
  return jspb.Message.addToRepeatedWrapperField(this, 1, opt_value, proto.event_store.client.server_features.SupportedMethod, opt_index);
};
proto.event_store.client.server_features.SupportedMethods.prototype.clearMethodsList = function() {
  return this.setMethodsList([]);
};
proto.event_store.client.server_features.SupportedMethods.prototype.getEventStoreServerVersion = function() {
  return jspb.Message.getFieldWithDefault(this, 2, "");
};
proto.event_store.client.server_features.SupportedMethods.prototype.setEventStoreServerVersion = function(value) {
  return jspb.Message.setProto3StringField(this, 2, value);
};
if (jspb.Message.GENERATE_TO_OBJECT) {
proto.event_store.client.server_features.SupportedMethod.prototype.toObject = function(opt_includeInstance) {
  return proto.event_store.client.server_features.SupportedMethod.toObject(opt_includeInstance, this);
};
proto.event_store.client.server_features.SupportedMethod.toObject = function(includeInstance, msg) {
  var f, obj = {
    methodName: jspb.Message.getFieldWithDefault(msg, 1, ""),
    serviceName: jspb.Message.getFieldWithDefault(msg, 2, ""),
    featuresList: (f = jspb.Message.getRepeatedField(msg, 3)) == null ? undefined : f
  };
  if (includeInstance) {
    obj.$jspbMessageInstance = msg;
  }
  return obj;
};
}
proto.event_store.client.server_features.SupportedMethod.deserializeBinary = function(bytes) {
  var reader = new jspb.BinaryReader(bytes);
  var msg = new proto.event_store.client.server_features.SupportedMethod;
  return proto.event_store.client.server_features.SupportedMethod.deserializeBinaryFromReader(msg, reader);
};
proto.event_store.client.server_features.SupportedMethod.deserializeBinaryFromReader = function(msg, reader) {
  while (reader.nextField()) {
    if (reader.isEndGroup()) {
      break;
    }
    var field = reader.getFieldNumber();
    switch (field) {
    case 1:
      var value = reader.readString();
      msg.setMethodName(value);
      break;
    case 2:
      var value = reader.readString();
      msg.setServiceName(value);
      break;
    case 3:
      var value = reader.readString();
      msg.addFeatures(value);
      break;
    default:
      reader.skipField();
      break;
    }
  }
  return msg;
};
proto.event_store.client.server_features.SupportedMethod.prototype.serializeBinary = function() {
  var writer = new jspb.BinaryWriter();
  proto.event_store.client.server_features.SupportedMethod.serializeBinaryToWriter(this, writer);
  return writer.getResultBuffer();
};
proto.event_store.client.server_features.SupportedMethod.serializeBinaryToWriter = function(message, writer) {
  var f = undefined;
  f = message.getMethodName();
  if (f.length > 0) {
    writer.writeString(1, f);
  }
  f = message.getServiceName();
  if (f.length > 0) {
    writer.writeString(2, f);
  }
  f = message.getFeaturesList();
  if (f.length > 0) {
    writer.writeRepeatedString(3, f);
  }
};
proto.event_store.client.server_features.SupportedMethod.prototype.getMethodName = function() {
  return jspb.Message.getFieldWithDefault(this, 1, "");
};
proto.event_store.client.server_features.SupportedMethod.prototype.setMethodName = function(value) {
  return jspb.Message.setProto3StringField(this, 1, value);
};
proto.event_store.client.server_features.SupportedMethod.prototype.getServiceName = function() {
  return jspb.Message.getFieldWithDefault(this, 2, "");
};
proto.event_store.client.server_features.SupportedMethod.prototype.setServiceName = function(value) {
  return jspb.Message.setProto3StringField(this, 2, value);
};
proto.event_store.client.server_features.SupportedMethod.prototype.getFeaturesList = function() {
  return jspb.Message.getRepeatedField(this, 3);
};
proto.event_store.client.server_features.SupportedMethod.prototype.setFeaturesList = function(value) {
  return jspb.Message.setField(this, 3, value || []);
};
proto.event_store.client.server_features.SupportedMethod.prototype.addFeatures = function(value, opt_index) {
  return jspb.Message.addToRepeatedField(this, 3, value, opt_index);
};
proto.event_store.client.server_features.SupportedMethod.prototype.clearFeaturesList = function() {
  return this.setFeaturesList([]);
};
goog.object.extend(exports, proto.event_store.client.server_features);

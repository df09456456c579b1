#!/usr/bin/env node
// A protoc plugin writing google-protobuf (jspb) message classes and @grpc/grpc-js service
// definitions for proto3 files: the API of protoc-gen-js (import_style=commonjs,binary) and of
// grpc-tools' grpc_js generator, whose binaries are downloaded at install time and so cannot be
// had here. One difference on purpose: classes live in a namespace object local to the module,
// not on the global `proto` object, so these stubs and a client's own (same package names)
// can be loaded in one process without overwriting each other.
// Usage: protoc --plugin=protoc-gen-jspb=scripts/proto/protoc-gen-jspb.cjs --jspb_out=DIR …
'use strict';
const {
  CodeGeneratorRequest,
  CodeGeneratorResponse,
} = require('google-protobuf/google/protobuf/compiler/plugin_pb');
const { FieldDescriptorProto } = require('google-protobuf/google/protobuf/descriptor_pb');

const T = FieldDescriptorProto.Type;
const REPEATED = FieldDescriptorProto.Label.LABEL_REPEATED;
const JS_STRING = 1; // FieldOptions.JSType

/** Reader/writer suffix per scalar type (readInt32, writeInt32 …). */
const WIRE = {
  [T.TYPE_DOUBLE]: 'Double',
  [T.TYPE_FLOAT]: 'Float',
  [T.TYPE_INT64]: 'Int64',
  [T.TYPE_UINT64]: 'Uint64',
  [T.TYPE_INT32]: 'Int32',
  [T.TYPE_FIXED64]: 'Fixed64',
  [T.TYPE_FIXED32]: 'Fixed32',
  [T.TYPE_BOOL]: 'Bool',
  [T.TYPE_STRING]: 'String',
  [T.TYPE_BYTES]: 'Bytes',
  [T.TYPE_UINT32]: 'Uint32',
  [T.TYPE_ENUM]: 'Enum',
  [T.TYPE_SFIXED32]: 'Sfixed32',
  [T.TYPE_SFIXED64]: 'Sfixed64',
  [T.TYPE_SINT32]: 'Sint32',
  [T.TYPE_SINT64]: 'Sint64',
};
const SIXTY_FOUR = new Set([
  T.TYPE_INT64,
  T.TYPE_UINT64,
  T.TYPE_FIXED64,
  T.TYPE_SFIXED64,
  T.TYPE_SINT64,
]);
const FLOATING = new Set([T.TYPE_DOUBLE, T.TYPE_FLOAT]);
const PACKABLE = new Set(
  Object.keys(WIRE)
    .map(Number)
    .filter((t) => t !== T.TYPE_STRING && t !== T.TYPE_BYTES),
);

// protoc-gen-js renames toObject keys that are reserved words in JavaScript.
const KEYWORDS = new Set(
  (
    'abstract boolean break byte case catch char class const continue debugger default delete do ' +
    'double else enum export extends false final finally float for function goto if implements ' +
    'import in instanceof int interface long native new null package private protected public ' +
    'return short static super switch synchronized this throw throws transient try typeof var ' +
    'void volatile while with'
  ).split(' '),
);

/** protoc-gen-js's ParseLowerUnderscore: words split on `_`, lower-cased. */
const words = (name) =>
  name
    .split('_')
    .filter((w) => w !== '')
    .map((w) => w.toLowerCase());
const upperCamel = (name) =>
  words(name)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
const lowerCamel = (name) => {
  const upper = upperCamel(name);
  return upper.charAt(0).toLowerCase() + upper.slice(1);
};

/** The require name of a .proto file's module: google/protobuf/empty.proto → google_protobuf_empty_pb. */
const moduleVar = (file) => `${file.replace(/\.proto$/, '').replace(/[^A-Za-z0-9]/g, '_')}_pb`;
const modulePath = (file) =>
  file.startsWith('google/protobuf/')
    ? `google-protobuf/${file.replace(/\.proto$/, '_pb.js')}`
    : `./${file.replace(/\.proto$/, '_pb.js')}`;

/** Every type of the request by full name (`.pkg.Msg.Nested`): its file and package. */
function indexTypes(files) {
  const types = new Map();
  for (const file of files) {
    const pkg = file.getPackage();
    const visit = (prefix, messages, enums) => {
      for (const e of enums)
        types.set(`${prefix}.${e.getName()}`, { file: file.getName(), pkg, kind: 'enum' });
      for (const m of messages) {
        const name = `${prefix}.${m.getName()}`;
        types.set(name, { file: file.getName(), pkg, kind: 'message', descriptor: m });
        visit(name, m.getNestedTypeList(), m.getEnumTypeList());
      }
    };
    visit(pkg ? `.${pkg}` : '', file.getMessageTypeList(), file.getEnumTypeList());
  }
  return types;
}

class FileWriter {
  constructor(file, types) {
    this.file = file;
    this.types = types;
    this.lines = [];
  }

  /** A message type's JavaScript expression from this file. */
  ref(typeName) {
    const type = this.types.get(typeName);
    if (type === undefined) throw new Error(`unknown type ${typeName}`);
    if (type.file === this.file.getName()) return `proto${typeName}`;
    const local = typeName.slice(type.pkg.length + 2);
    return `${moduleVar(type.file)}.${local}`;
  }

  out(text) {
    this.lines.push(text);
  }

  write() {
    const file = this.file;
    this.out(`// source: ${file.getName()}`);
    this.out('// GENERATED CODE -- DO NOT EDIT! (npm run proto:generate)');
    this.out('/* eslint-disable */');
    this.out("'use strict';");
    this.out("var jspb = require('google-protobuf');");
    this.out('var goog = jspb;');
    for (const dep of file.getDependencyList())
      this.out(`var ${moduleVar(dep)} = require('${modulePath(dep)}');`);
    this.out(
      '// The package namespace, local to this module (protoc-gen-js puts it on the global object).',
    );
    const parts = file
      .getPackage()
      .split('.')
      .filter((p) => p !== '');
    this.out(`var proto = ${parts.reduceRight((inner, part) => `{ ${part}: ${inner} }`, '{}')};`);
    const pkg = `proto${parts.map((p) => `.${p}`).join('')}`;
    const messages = [];
    const collect = (prefix, list) => {
      for (const m of list) {
        const name = `${prefix}.${m.getName()}`;
        messages.push({ name, m });
        collect(
          name,
          m.getNestedTypeList().filter((n) => !n.getOptions()?.getMapEntry()),
        );
      }
    };
    collect(pkg, file.getMessageTypeList());
    for (const { name, m } of messages) this.constructorOf(name, m);
    for (const e of file.getEnumTypeList()) this.enumOf(`${pkg}.${e.getName()}`, e);
    for (const { name, m } of messages) this.messageBody(name, m);
    this.out(`goog.object.extend(exports, ${pkg});`);
    return `${this.lines.join('\n')}\n`;
  }

  fields(m) {
    return m.getFieldList().map((f) => this.fieldInfo(m, f));
  }

  fieldInfo(m, f) {
    const type = f.getType();
    if (type === T.TYPE_GROUP) throw new Error(`${f.getName()}: groups are not supported`);
    if (f.getProto3Optional()) throw new Error(`${f.getName()}: proto3 optional is not supported`);
    const repeated = f.getLabel() === REPEATED;
    const entry = type === T.TYPE_MESSAGE ? this.types.get(f.getTypeName()) : undefined;
    const map =
      repeated && entry?.descriptor?.getOptions()?.getMapEntry() ? entry.descriptor : undefined;
    const stringy = SIXTY_FOUR.has(type) && f.getOptions()?.getJstype() === JS_STRING;
    const oneof = f.hasOneofIndex() ? f.getOneofIndex() : undefined;
    const camel = upperCamel(f.getName());
    const suffix = map ? 'Map' : repeated ? 'List' : '';
    const key = lowerCamel(f.getName()) + suffix;
    return {
      f,
      type,
      n: f.getNumber(),
      repeated: repeated && !map,
      map,
      message: type === T.TYPE_MESSAGE && !map ? this.ref(f.getTypeName()) : undefined,
      stringy,
      oneof,
      name: camel + suffix,
      key: KEYWORDS.has(key) ? `pb_${key}` : key,
    };
  }

  /** The wire method suffix of a scalar (Uint64String for a 64-bit integer kept as a string). */
  wire(info) {
    return WIRE[info.type] + (info.stringy ? 'String' : '');
  }

  defaultOf(info) {
    if (info.type === T.TYPE_STRING || info.type === T.TYPE_BYTES) return '""';
    if (info.type === T.TYPE_BOOL) return 'false';
    if (FLOATING.has(info.type)) return '0.0';
    return info.stringy ? '"0"' : '0';
  }

  constructorOf(name, m) {
    const repeated = this.fields(m)
      .filter((i) => i.repeated)
      .map((i) => i.n);
    const oneofs = m.getOneofDeclList().length > 0;
    this.out(`${name} = function(opt_data) {`);
    this.out(
      `  jspb.Message.initialize(this, opt_data, 0, -1, ${repeated.length ? `${name}.repeatedFields_` : 'null'}, ${oneofs ? `${name}.oneofGroups_` : 'null'});`,
    );
    this.out('};');
    this.out(`goog.inherits(${name}, jspb.Message);`);
    if (repeated.length) this.out(`${name}.repeatedFields_ = [${repeated.join(',')}];`);
  }

  enumOf(name, e) {
    // Value names upper-cased, as protoc-gen-js writes them.
    const values = e.getValueList().map((v) => `  ${v.getName().toUpperCase()}: ${v.getNumber()}`);
    this.out(`${name} = {\n${values.join(',\n')}\n};`);
  }

  messageBody(name, m) {
    const fields = this.fields(m);
    const oneofs = m.getOneofDeclList();
    if (oneofs.length) {
      const groups = oneofs.map(
        (_, i) =>
          `[${fields
            .filter((x) => x.oneof === i)
            .map((x) => x.n)
            .join(',')}]`,
      );
      this.out(`${name}.oneofGroups_ = [${groups.join(',')}];`);
      oneofs.forEach((o, i) => {
        const caseName = `${upperCamel(o.getName())}Case`;
        const members = fields
          .filter((x) => x.oneof === i)
          .map((x) => `  ${x.f.getName().toUpperCase()}: ${x.n}`);
        this.out(
          `${name}.${caseName} = {\n  ${o.getName().toUpperCase()}_NOT_SET: 0,\n${members.join(',\n')}\n};`,
        );
        this.out(`${name}.prototype.get${caseName} = function() {`);
        this.out(`  return jspb.Message.computeOneofCase(this, ${name}.oneofGroups_[${i}]);`);
        this.out('};');
      });
    }
    this.toObject(name, fields);
    this.reader(name, fields);
    this.writer(name, fields);
    for (const e of m.getEnumTypeList()) this.enumOf(`${name}.${e.getName()}`, e);
    for (const info of fields) this.accessors(name, info);
  }

  toObject(name, fields) {
    this.out('if (jspb.Message.GENERATE_TO_OBJECT) {');
    this.out(`${name}.prototype.toObject = function(opt_includeInstance) {`);
    this.out(`  return ${name}.toObject(opt_includeInstance, this);`);
    this.out('};');
    this.out(`${name}.toObject = function(includeInstance, msg) {`);
    const entries = fields.map((i) => `    ${i.key}: ${this.toObjectValue(i)}`);
    this.out(`  var f, obj = {\n${entries.join(',\n')}\n  };`);
    this.out(
      '  if (includeInstance) {\n    obj.$jspbMessageInstance = msg;\n  }\n  return obj;\n};\n}',
    );
  }

  toObjectValue(i) {
    if (i.map) {
      const value = i.map.getFieldList()[1];
      const valueToObject =
        value.getType() === T.TYPE_MESSAGE
          ? `${this.ref(value.getTypeName())}.toObject`
          : 'undefined';
      return `(f = msg.get${i.name}()) ? f.toObject(includeInstance, ${valueToObject}) : []`;
    }
    if (i.message) {
      return i.repeated
        ? `jspb.Message.toObjectList(msg.get${i.name}(), ${i.message}.toObject, includeInstance)`
        : `(f = msg.get${i.name}()) && ${i.message}.toObject(includeInstance, f)`;
    }
    if (i.type === T.TYPE_BYTES) return `msg.get${i.name}${i.repeated ? '' : ''}_asB64()`;
    if (i.repeated)
      return `(f = jspb.Message.getRepeated${this.repeatedKind(i)}Field(msg, ${i.n})) == null ? undefined : f`;
    return `jspb.Message.get${this.withDefaultKind(i)}FieldWithDefault(msg, ${i.n}, ${this.defaultOf(i)})`;
  }

  withDefaultKind(i) {
    return i.type === T.TYPE_BOOL ? 'Boolean' : FLOATING.has(i.type) ? 'FloatingPoint' : '';
  }

  repeatedKind(i) {
    return i.type === T.TYPE_BOOL ? 'Boolean' : FLOATING.has(i.type) ? 'FloatingPoint' : '';
  }

  reader(name, fields) {
    this.out(`${name}.deserializeBinary = function(bytes) {`);
    this.out('  var reader = new jspb.BinaryReader(bytes);');
    this.out(`  var msg = new ${name};`);
    this.out(`  return ${name}.deserializeBinaryFromReader(msg, reader);`);
    this.out('};');
    this.out(`${name}.deserializeBinaryFromReader = function(msg, reader) {`);
    this.out('  while (reader.nextField()) {');
    this.out('    if (reader.isEndGroup()) {\n      break;\n    }');
    this.out('    var field = reader.getFieldNumber();');
    this.out('    switch (field) {');
    for (const i of fields) {
      this.out(`    case ${i.n}:`);
      const add = i.repeated ? 'add' : 'set';
      const accessor = i.repeated ? i.name.replace(/List$/, '') : i.name;
      if (i.map) {
        const [k, v] = i.map.getFieldList();
        const kw = `jspb.BinaryReader.prototype.read${WIRE[k.getType()]}`;
        const vMessage = v.getType() === T.TYPE_MESSAGE ? this.ref(v.getTypeName()) : undefined;
        const vw = vMessage
          ? 'jspb.BinaryReader.prototype.readMessage'
          : `jspb.BinaryReader.prototype.read${WIRE[v.getType()]}`;
        const vDefault = vMessage ? `new ${vMessage}` : this.defaultOf(this.fieldInfo(i.map, v));
        this.out(`      var value = msg.get${i.name}();`);
        this.out('      reader.readMessage(value, function(message, reader) {');
        this.out(
          `        jspb.Map.deserializeBinary(message, reader, ${kw}, ${vw}, ${vMessage ? `${vMessage}.deserializeBinaryFromReader` : 'null'}, ${this.defaultOf(this.fieldInfo(i.map, k))}, ${vDefault});`,
        );
        this.out('      });');
      } else if (i.message) {
        this.out(`      var value = new ${i.message};`);
        this.out(`      reader.readMessage(value,${i.message}.deserializeBinaryFromReader);`);
        this.out(`      msg.${add}${accessor}(value);`);
      } else if (i.repeated && PACKABLE.has(i.type)) {
        this.out(
          `      var values = (reader.isDelimited() ? reader.readPacked${this.wire(i)}() : [reader.read${this.wire(i)}()]);`,
        );
        this.out(
          `      for (var i = 0; i < values.length; i++) {\n        msg.add${accessor}(values[i]);\n      }`,
        );
      } else {
        this.out(`      var value = reader.read${this.wire(i)}();`);
        this.out(`      msg.${add}${accessor}(value);`);
      }
      this.out('      break;');
    }
    this.out(
      '    default:\n      reader.skipField();\n      break;\n    }\n  }\n  return msg;\n};',
    );
  }

  writer(name, fields) {
    this.out(`${name}.prototype.serializeBinary = function() {`);
    this.out('  var writer = new jspb.BinaryWriter();');
    this.out(`  ${name}.serializeBinaryToWriter(this, writer);`);
    this.out('  return writer.getResultBuffer();');
    this.out('};');
    this.out(`${name}.serializeBinaryToWriter = function(message, writer) {`);
    this.out('  var f = undefined;');
    for (const i of fields) {
      if (i.map) {
        const [k, v] = i.map.getFieldList();
        const vMessage = v.getType() === T.TYPE_MESSAGE ? this.ref(v.getTypeName()) : undefined;
        const vw = vMessage ? 'writeMessage' : `write${WIRE[v.getType()]}`;
        this.out(`  f = message.get${i.name}(true);`);
        this.out(
          `  if (f && f.getLength() > 0) {\n    f.serializeBinary(${i.n}, writer, jspb.BinaryWriter.prototype.write${WIRE[k.getType()]}, jspb.BinaryWriter.prototype.${vw}${vMessage ? `, ${vMessage}.serializeBinaryToWriter` : ''});\n  }`,
        );
        continue;
      }
      if (i.message) {
        this.out(`  f = message.get${i.name}();`);
        const method = i.repeated ? 'writeRepeatedMessage' : 'writeMessage';
        this.out(
          `  if (${i.repeated ? 'f.length > 0' : 'f != null'}) {\n    writer.${method}(${i.n}, f, ${i.message}.serializeBinaryToWriter);\n  }`,
        );
        continue;
      }
      const bytes = i.type === T.TYPE_BYTES;
      if (i.repeated) {
        this.out(`  f = message.get${i.name}${bytes ? '_asU8' : ''}();`);
        const method = PACKABLE.has(i.type)
          ? `writePacked${this.wire(i)}`
          : `writeRepeated${this.wire(i)}`;
        this.out(`  if (f.length > 0) {\n    writer.${method}(${i.n}, f);\n  }`);
        continue;
      }
      let present;
      if (i.oneof !== undefined) {
        this.out(`  f = jspb.Message.getField(message, ${i.n});`);
        present = 'f != null';
      } else {
        this.out(`  f = message.get${i.name}${bytes ? '_asU8' : ''}();`);
        if (bytes || i.type === T.TYPE_STRING) present = 'f.length > 0';
        else if (i.type === T.TYPE_BOOL) present = 'f';
        else if (i.stringy) present = 'parseInt(f, 10) !== 0';
        else if (FLOATING.has(i.type) || i.type === T.TYPE_ENUM) present = 'f !== 0.0';
        else present = 'f !== 0';
      }
      this.out(`  if (${present}) {\n    writer.write${this.wire(i)}(${i.n}, f);\n  }`);
    }
    this.out('};');
  }

  accessors(name, i) {
    const proto = `${name}.prototype`;
    const group = i.oneof === undefined ? undefined : `${name}.oneofGroups_[${i.oneof}]`;
    const fn = (member, params, body) =>
      this.out(`${proto}.${member} = function(${params}) {\n  ${body}\n};`);
    if (i.map) {
      const v = i.map.getFieldList()[1];
      const ctor = v.getType() === T.TYPE_MESSAGE ? this.ref(v.getTypeName()) : 'null';
      fn(
        `get${i.name}`,
        'opt_noLazyCreate',
        `return jspb.Message.getMapField(this, ${i.n}, opt_noLazyCreate, ${ctor});`,
      );
      fn(`clear${i.name}`, '', `this.get${i.name}().clear();\n  return this;`);
      return;
    }
    if (i.message) {
      if (i.repeated) {
        const single = i.name.replace(/List$/, '');
        fn(
          `get${i.name}`,
          '',
          `return jspb.Message.getRepeatedWrapperField(this, ${i.message}, ${i.n});`,
        );
        fn(
          `set${i.name}`,
          'value',
          `return jspb.Message.setRepeatedWrapperField(this, ${i.n}, value);`,
        );
        fn(
          `add${single}`,
          'opt_value, opt_index',
          `return jspb.Message.addToRepeatedWrapperField(this, ${i.n}, opt_value, ${i.message}, opt_index);`,
        );
        fn(`clear${i.name}`, '', `return this.set${i.name}([]);`);
        return;
      }
      fn(`get${i.name}`, '', `return jspb.Message.getWrapperField(this, ${i.message}, ${i.n});`);
      fn(
        `set${i.name}`,
        'value',
        group
          ? `return jspb.Message.setOneofWrapperField(this, ${i.n}, ${group}, value);`
          : `return jspb.Message.setWrapperField(this, ${i.n}, value);`,
      );
      fn(`clear${i.name}`, '', `return this.set${i.name}(undefined);`);
      fn(`has${i.name}`, '', `return jspb.Message.getField(this, ${i.n}) != null;`);
      return;
    }
    const bytes = i.type === T.TYPE_BYTES;
    if (i.repeated) {
      const single = i.name.replace(/List$/, '');
      fn(
        `get${i.name}`,
        '',
        `return jspb.Message.getRepeated${this.repeatedKind(i)}Field(this, ${i.n});`,
      );
      if (bytes) {
        fn(`get${i.name}_asB64`, '', `return jspb.Message.bytesListAsB64(this.get${i.name}());`);
        fn(`get${i.name}_asU8`, '', `return jspb.Message.bytesListAsU8(this.get${i.name}());`);
      }
      fn(`set${i.name}`, 'value', `return jspb.Message.setField(this, ${i.n}, value || []);`);
      fn(
        `add${single}`,
        'value, opt_index',
        `return jspb.Message.addToRepeatedField(this, ${i.n}, value, opt_index);`,
      );
      fn(`clear${i.name}`, '', `return this.set${i.name}([]);`);
      return;
    }
    fn(
      `get${i.name}`,
      '',
      `return jspb.Message.get${this.withDefaultKind(i)}FieldWithDefault(this, ${i.n}, ${this.defaultOf(i)});`,
    );
    if (bytes) {
      fn(`get${i.name}_asB64`, '', `return jspb.Message.bytesAsB64(this.get${i.name}());`);
      fn(`get${i.name}_asU8`, '', `return jspb.Message.bytesAsU8(this.get${i.name}());`);
    }
    if (group) {
      fn(
        `set${i.name}`,
        'value',
        `return jspb.Message.setOneofField(this, ${i.n}, ${group}, value);`,
      );
      fn(
        `clear${i.name}`,
        '',
        `return jspb.Message.setOneofField(this, ${i.n}, ${group}, undefined);`,
      );
      fn(`has${i.name}`, '', `return jspb.Message.getField(this, ${i.n}) != null;`);
      return;
    }
    fn(
      `set${i.name}`,
      'value',
      `return jspb.Message.setProto3${this.setterKind(i)}Field(this, ${i.n}, value);`,
    );
  }

  setterKind(i) {
    if (i.type === T.TYPE_STRING) return 'String';
    if (i.type === T.TYPE_BYTES) return 'Bytes';
    if (i.type === T.TYPE_BOOL) return 'Boolean';
    if (i.type === T.TYPE_ENUM) return 'Enum';
    if (FLOATING.has(i.type)) return 'Float';
    return i.stringy ? 'StringInt' : 'Int';
  }
}

/** The @grpc/grpc-js service definitions of a file (grpc-tools' grpc_js output). */
function servicesOf(file, types) {
  if (file.getServiceList().length === 0) return undefined;
  const lines = [
    '// GENERATED CODE -- DO NOT EDIT! (npm run proto:generate)',
    '/* eslint-disable */',
    "'use strict';",
  ];
  lines.push("var grpc = require('@grpc/grpc-js');");
  const own = moduleVar(file.getName());
  lines.push(`var ${own} = require('${modulePath(file.getName())}');`);
  for (const dep of file.getDependencyList())
    lines.push(`var ${moduleVar(dep)} = require('${modulePath(dep)}');`);
  const ref = (typeName) => {
    const type = types.get(typeName);
    return `${moduleVar(type.file)}.${typeName.slice(type.pkg.length + 2)}`;
  };
  const codecs = new Set();
  const fnName = (typeName) => typeName.slice(1).replace(/\./g, '_');
  for (const service of file.getServiceList()) {
    for (const method of service.getMethodList()) {
      for (const typeName of [method.getInputType(), method.getOutputType()]) {
        if (codecs.has(typeName)) continue;
        codecs.add(typeName);
        lines.push(`function serialize_${fnName(typeName)}(arg) {`);
        lines.push(`  if (!(arg instanceof ${ref(typeName)})) {`);
        lines.push(`    throw new Error('Expected argument of type ${typeName.slice(1)}');`);
        lines.push('  }\n  return Buffer.from(arg.serializeBinary());\n}');
        lines.push(`function deserialize_${fnName(typeName)}(buffer_arg) {`);
        lines.push(`  return ${ref(typeName)}.deserializeBinary(new Uint8Array(buffer_arg));\n}`);
      }
    }
  }
  for (const service of file.getServiceList()) {
    const fullName = `${file.getPackage()}.${service.getName()}`;
    lines.push(`var ${service.getName()}Service = exports.${service.getName()}Service = {`);
    for (const method of service.getMethodList()) {
      const name = method.getName();
      lines.push(`  ${name.charAt(0).toLowerCase()}${name.slice(1)}: {`);
      lines.push(`    path: '/${fullName}/${name}',`);
      lines.push(`    requestStream: ${Boolean(method.getClientStreaming())},`);
      lines.push(`    responseStream: ${Boolean(method.getServerStreaming())},`);
      lines.push(`    requestType: ${ref(method.getInputType())},`);
      lines.push(`    responseType: ${ref(method.getOutputType())},`);
      lines.push(`    requestSerialize: serialize_${fnName(method.getInputType())},`);
      lines.push(`    requestDeserialize: deserialize_${fnName(method.getInputType())},`);
      lines.push(`    responseSerialize: serialize_${fnName(method.getOutputType())},`);
      lines.push(`    responseDeserialize: deserialize_${fnName(method.getOutputType())},`);
      lines.push('  },');
    }
    lines.push('};');
    lines.push(
      `exports.${service.getName()}Client = grpc.makeGenericClientConstructor(${service.getName()}Service);`,
    );
  }
  return `${lines.join('\n')}\n`;
}

function generate(request) {
  const files = request.getProtoFileList();
  const types = indexTypes(files);
  const response = new CodeGeneratorResponse();
  for (const name of request.getFileToGenerateList()) {
    const file = files.find((f) => f.getName() === name);
    if (file.getSyntax() !== 'proto3') throw new Error(`${name}: only proto3 files are supported`);
    const base = name.replace(/\.proto$/, '');
    const messages = new CodeGeneratorResponse.File();
    messages.setName(`${base}_pb.js`);
    messages.setContent(new FileWriter(file, types).write());
    response.addFile(messages);
    const services = servicesOf(file, types);
    if (services !== undefined) {
      const grpcFile = new CodeGeneratorResponse.File();
      grpcFile.setName(`${base}_grpc_pb.js`);
      grpcFile.setContent(services);
      response.addFile(grpcFile);
    }
  }
  return response;
}

const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', () => {
  const request = CodeGeneratorRequest.deserializeBinary(new Uint8Array(Buffer.concat(chunks)));
  let response;
  try {
    response = generate(request);
  } catch (error) {
    response = new CodeGeneratorResponse();
    response.setError(String(error && error.stack ? error.stack : error));
  }
  process.stdout.write(Buffer.from(response.serializeBinary()));
});

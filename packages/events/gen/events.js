/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
"use strict";

var $protobuf = require("protobufjs/minimal");

// Common aliases
var $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
var $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError, $TypeError = $util.global.TypeError, $String = $util.global.String, $Array = $util.global.Array, $Number = $util.global.Number, $Boolean = $util.global.Boolean, $parseInt = $util.global.parseInt, $BigInt = $util.global.BigInt;

// Exported root namespace
var $root = $protobuf.roots["default"] || ($protobuf.roots["default"] = {});

$root.degs = (function() {

    /**
     * Namespace degs.
     * @exports degs
     * @namespace
     */
    var degs = {};

    degs.events = (function() {

        /**
         * Namespace events.
         * @memberof degs
         * @namespace
         */
        var events = {};

        events.v1 = (function() {

            /**
             * Namespace v1.
             * @memberof degs.events
             * @namespace
             */
            var v1 = {};

            v1.Envelope = (function() {

                /**
                 * Properties of an Envelope.
                 * @typedef {Object} degs.events.v1.Envelope.$Properties
                 * @property {string|null} [event_id] Envelope event_id
                 * @property {string|null} [type] Envelope type
                 * @property {string|null} [occurred_at] Envelope occurred_at
                 * @property {string|null} [producer] Envelope producer
                 * @property {string|null} [key] Envelope key
                 * @property {Uint8Array|null} [payload] Envelope payload
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of an Envelope.
                 * @memberof degs.events.v1
                 * @interface IEnvelope
                 * @augments degs.events.v1.Envelope.$Properties
                 * @deprecated Use degs.events.v1.Envelope.$Properties instead.
                 */

                /**
                 * Shape of an Envelope.
                 * @typedef {degs.events.v1.Envelope.$Properties} degs.events.v1.Envelope.$Shape
                 */

                /**
                 * Constructs a new Envelope.
                 * @memberof degs.events.v1
                 * @classdesc Represents an Envelope.
                 * @constructor
                 * @param {degs.events.v1.Envelope.$Properties=} [p] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                var Envelope = function (p) {
                    if (p)
                        for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                            if (p[ks[i]] != null && ks[i] !== "__proto__")
                                this[ks[i]] = p[ks[i]];
                };

                /**
                 * Envelope event_id.
                 * @member {string} event_id
                 * @memberof degs.events.v1.Envelope
                 * @instance
                 */
                Envelope.prototype.event_id = "";

                /**
                 * Envelope type.
                 * @member {string} type
                 * @memberof degs.events.v1.Envelope
                 * @instance
                 */
                Envelope.prototype.type = "";

                /**
                 * Envelope occurred_at.
                 * @member {string} occurred_at
                 * @memberof degs.events.v1.Envelope
                 * @instance
                 */
                Envelope.prototype.occurred_at = "";

                /**
                 * Envelope producer.
                 * @member {string} producer
                 * @memberof degs.events.v1.Envelope
                 * @instance
                 */
                Envelope.prototype.producer = "";

                /**
                 * Envelope key.
                 * @member {string} key
                 * @memberof degs.events.v1.Envelope
                 * @instance
                 */
                Envelope.prototype.key = "";

                /**
                 * Envelope payload.
                 * @member {Uint8Array} payload
                 * @memberof degs.events.v1.Envelope
                 * @instance
                 */
                Envelope.prototype.payload = $util.newBuffer([]);

                /**
                 * Creates a new Envelope instance using the specified properties.
                 * @function create
                 * @memberof degs.events.v1.Envelope
                 * @static
                 * @param {degs.events.v1.Envelope.$Properties=} [properties] Properties to set
                 * @returns {degs.events.v1.Envelope} Envelope instance
                 * @type {{
                 *   (properties: degs.events.v1.Envelope.$Shape): degs.events.v1.Envelope & degs.events.v1.Envelope.$Shape;
                 *   (properties?: degs.events.v1.Envelope.$Properties): degs.events.v1.Envelope;
                 * }}
                 */
                Envelope.create = function(properties) {
                    return new Envelope(properties);
                };

                /**
                 * Encodes the specified Envelope message. Does not implicitly {@link degs.events.v1.Envelope.verify|verify} messages.
                 * @function encode
                 * @memberof degs.events.v1.Envelope
                 * @static
                 * @param {degs.events.v1.Envelope.$Properties} m Envelope message or plain object to encode
                 * @param {$protobuf.Writer} [w] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Envelope.encode = function (m, w, q) {
                    if (!w)
                        w = $Writer.create();
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (m.event_id != null && $Object.hasOwnProperty.call(m, "event_id") && m.event_id !== "")
                        w.uint32(/* id 1, wireType 2 =*/10).string(m.event_id);
                    if (m.type != null && $Object.hasOwnProperty.call(m, "type") && m.type !== "")
                        w.uint32(/* id 2, wireType 2 =*/18).string(m.type);
                    if (m.occurred_at != null && $Object.hasOwnProperty.call(m, "occurred_at") && m.occurred_at !== "")
                        w.uint32(/* id 3, wireType 2 =*/26).string(m.occurred_at);
                    if (m.producer != null && $Object.hasOwnProperty.call(m, "producer") && m.producer !== "")
                        w.uint32(/* id 4, wireType 2 =*/34).string(m.producer);
                    if (m.key != null && $Object.hasOwnProperty.call(m, "key") && m.key !== "")
                        w.uint32(/* id 5, wireType 2 =*/42).string(m.key);
                    if (m.payload != null && $Object.hasOwnProperty.call(m, "payload") && m.payload.length)
                        w.uint32(/* id 6, wireType 2 =*/50).bytes(m.payload);
                    if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                        for (var i = 0; i < m.$unknowns.length; ++i)
                            w.raw(m.$unknowns[i]);
                    return w;
                };

                /**
                 * Encodes the specified Envelope message, length delimited. Does not implicitly {@link degs.events.v1.Envelope.verify|verify} messages.
                 * @function encodeDelimited
                 * @memberof degs.events.v1.Envelope
                 * @static
                 * @param {degs.events.v1.Envelope.$Properties} message Envelope message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Envelope.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                /**
                 * Decodes an Envelope message from the specified reader or buffer.
                 * @function decode
                 * @memberof degs.events.v1.Envelope
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
                 * @param {number} [l] Message length if known beforehand
                 * @returns {degs.events.v1.Envelope & degs.events.v1.Envelope.$Shape} Envelope
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Envelope.decode = function (r, l, z, q, g) {
                    if (!(r instanceof $Reader))
                        r = $Reader.create(r);
                    if (q === $undefined)
                        q = 0;
                    if (q > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    var c, m, v;
                    if (l === $undefined)
                        c = r.len;
                    else {
                        c = r.pos + l;
                        if (c > r.len)
                            throw $RangeError("index out of range");
                        l = r.len;
                        r.len = c;
                    }
                    m = g || new $root.degs.events.v1.Envelope();
                    while (r.pos < c) {
                        var s = r.pos;
                        var t = r.tag();
                        if (t === z) {
                            z = $undefined;
                            break;
                        }
                        var u = t & 7;
                        switch (t >>>= 3) {
                        case 1: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.event_id = v;
                                else
                                    delete m.event_id;
                                continue;
                            }
                        case 2: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.type = v;
                                else
                                    delete m.type;
                                continue;
                            }
                        case 3: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.occurred_at = v;
                                else
                                    delete m.occurred_at;
                                continue;
                            }
                        case 4: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.producer = v;
                                else
                                    delete m.producer;
                                continue;
                            }
                        case 5: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.key = v;
                                else
                                    delete m.key;
                                continue;
                            }
                        case 6: {
                                if (u !== 2)
                                    break;
                                if ((v = r.bytes()).length)
                                    m.payload = v;
                                else
                                    delete m.payload;
                                continue;
                            }
                        }
                        r.skipType(u, q, t);
                        if (!r.discardUnknown) {
                            $util.makeProp(m, "$unknowns", false);
                            (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                        }
                    }
                    if (l !== $undefined) {
                        if (r.pos !== c)
                            throw $RangeError("index out of range");
                        r.len = l;
                    }
                    if (z !== $undefined)
                        throw $Error("missing end group");
                    return m;
                };

                /**
                 * Decodes an Envelope message from the specified reader or buffer, length delimited.
                 * @function decodeDelimited
                 * @memberof degs.events.v1.Envelope
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @returns {degs.events.v1.Envelope & degs.events.v1.Envelope.$Shape} Envelope
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Envelope.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                /**
                 * Verifies an Envelope message.
                 * @function verify
                 * @memberof degs.events.v1.Envelope
                 * @static
                 * @param {Object.<string,*>} m Plain object to verify
                 * @returns {string|null} `null` if valid, otherwise the reason why it is not
                 */
                Envelope.verify = function (m, q) {
                    if (typeof m !== "object" || m === null)
                        return "object expected";
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        return "max depth exceeded";
                    if (m.event_id != null && $Object.hasOwnProperty.call(m, "event_id")) {
                        if (!$util.isString(m.event_id))
                            return "event_id: string expected";
                    }
                    if (m.type != null && $Object.hasOwnProperty.call(m, "type")) {
                        if (!$util.isString(m.type))
                            return "type: string expected";
                    }
                    if (m.occurred_at != null && $Object.hasOwnProperty.call(m, "occurred_at")) {
                        if (!$util.isString(m.occurred_at))
                            return "occurred_at: string expected";
                    }
                    if (m.producer != null && $Object.hasOwnProperty.call(m, "producer")) {
                        if (!$util.isString(m.producer))
                            return "producer: string expected";
                    }
                    if (m.key != null && $Object.hasOwnProperty.call(m, "key")) {
                        if (!$util.isString(m.key))
                            return "key: string expected";
                    }
                    if (m.payload != null && $Object.hasOwnProperty.call(m, "payload")) {
                        if (!(m.payload && typeof m.payload.length === "number" || $util.isString(m.payload)))
                            return "payload: buffer expected";
                    }
                    return null;
                };

                /**
                 * Creates an Envelope message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof degs.events.v1.Envelope
                 * @static
                 * @param {Object.<string,*>} d Plain object
                 * @returns {degs.events.v1.Envelope} Envelope
                 */
                Envelope.fromObject = function (d, q) {
                    if (d instanceof $root.degs.events.v1.Envelope)
                        return d;
                    if (!$util.isObject(d))
                        throw $TypeError(".degs.events.v1.Envelope: object expected");
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var m = new $root.degs.events.v1.Envelope();
                    if (d.event_id != null) {
                        if (typeof d.event_id !== "string" || d.event_id.length) {
                            m.event_id = $String(d.event_id);
                        }
                    }
                    if (d.type != null) {
                        if (typeof d.type !== "string" || d.type.length) {
                            m.type = $String(d.type);
                        }
                    }
                    if (d.occurred_at != null) {
                        if (typeof d.occurred_at !== "string" || d.occurred_at.length) {
                            m.occurred_at = $String(d.occurred_at);
                        }
                    }
                    if (d.producer != null) {
                        if (typeof d.producer !== "string" || d.producer.length) {
                            m.producer = $String(d.producer);
                        }
                    }
                    if (d.key != null) {
                        if (typeof d.key !== "string" || d.key.length) {
                            m.key = $String(d.key);
                        }
                    }
                    if (d.payload != null) {
                        if (d.payload.length) {
                            if (typeof d.payload === "string")
                                $util.base64.decode(d.payload, m.payload = $util.newBuffer($util.base64.length(d.payload)), 0);
                            else if (d.payload.length >= 0)
                                m.payload = d.payload;
                        }
                    }
                    return m;
                };

                /**
                 * Creates a plain object from an Envelope message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof degs.events.v1.Envelope
                 * @static
                 * @param {degs.events.v1.Envelope} m Envelope
                 * @param {$protobuf.IConversionOptions} [o] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                Envelope.toObject = function (m, o, q) {
                    if (!o)
                        o = {};
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var d = {};
                    if (o.defaults) {
                        d.event_id = "";
                        d.type = "";
                        d.occurred_at = "";
                        d.producer = "";
                        d.key = "";
                        if (o.bytes === $String)
                            d.payload = "";
                        else {
                            d.payload = [];
                            if (o.bytes !== $Array)
                                d.payload = $util.newBuffer(d.payload);
                        }
                    }
                    if (m.event_id != null && $Object.hasOwnProperty.call(m, "event_id")) {
                        d.event_id = m.event_id;
                    }
                    if (m.type != null && $Object.hasOwnProperty.call(m, "type")) {
                        d.type = m.type;
                    }
                    if (m.occurred_at != null && $Object.hasOwnProperty.call(m, "occurred_at")) {
                        d.occurred_at = m.occurred_at;
                    }
                    if (m.producer != null && $Object.hasOwnProperty.call(m, "producer")) {
                        d.producer = m.producer;
                    }
                    if (m.key != null && $Object.hasOwnProperty.call(m, "key")) {
                        d.key = m.key;
                    }
                    if (m.payload != null && $Object.hasOwnProperty.call(m, "payload")) {
                        d.payload = o.bytes === $String ? $util.base64.encode(m.payload, 0, m.payload.length) : o.bytes === $Array ? $Array.prototype.slice.call(m.payload) : m.payload;
                    }
                    return d;
                };

                /**
                 * Converts this Envelope to JSON.
                 * @function toJSON
                 * @memberof degs.events.v1.Envelope
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                Envelope.prototype.toJSON = function() {
                    return Envelope.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for Envelope
                 * @function getTypeUrl
                 * @memberof degs.events.v1.Envelope
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                Envelope.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/degs.events.v1.Envelope";
                };

                return Envelope;
            })();

            v1.GameVersionCreated = (function() {

                /**
                 * Properties of a GameVersionCreated.
                 * @typedef {Object} degs.events.v1.GameVersionCreated.$Properties
                 * @property {string|null} [game_key] GameVersionCreated game_key
                 * @property {string|null} [kv_key] GameVersionCreated kv_key
                 * @property {string|null} [parent_kv_key] GameVersionCreated parent_kv_key
                 * @property {string|null} [author_id] GameVersionCreated author_id
                 * @property {number|null} [version_number] GameVersionCreated version_number
                 * @property {number|null} [variant_index] GameVersionCreated variant_index
                 * @property {string|null} [name] GameVersionCreated name
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a GameVersionCreated.
                 * @memberof degs.events.v1
                 * @interface IGameVersionCreated
                 * @augments degs.events.v1.GameVersionCreated.$Properties
                 * @deprecated Use degs.events.v1.GameVersionCreated.$Properties instead.
                 */

                /**
                 * Shape of a GameVersionCreated.
                 * @typedef {degs.events.v1.GameVersionCreated.$Properties} degs.events.v1.GameVersionCreated.$Shape
                 */

                /**
                 * Constructs a new GameVersionCreated.
                 * @memberof degs.events.v1
                 * @classdesc Represents a GameVersionCreated.
                 * @constructor
                 * @param {degs.events.v1.GameVersionCreated.$Properties=} [p] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                var GameVersionCreated = function (p) {
                    if (p)
                        for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                            if (p[ks[i]] != null && ks[i] !== "__proto__")
                                this[ks[i]] = p[ks[i]];
                };

                /**
                 * GameVersionCreated game_key.
                 * @member {string} game_key
                 * @memberof degs.events.v1.GameVersionCreated
                 * @instance
                 */
                GameVersionCreated.prototype.game_key = "";

                /**
                 * GameVersionCreated kv_key.
                 * @member {string} kv_key
                 * @memberof degs.events.v1.GameVersionCreated
                 * @instance
                 */
                GameVersionCreated.prototype.kv_key = "";

                /**
                 * GameVersionCreated parent_kv_key.
                 * @member {string} parent_kv_key
                 * @memberof degs.events.v1.GameVersionCreated
                 * @instance
                 */
                GameVersionCreated.prototype.parent_kv_key = "";

                /**
                 * GameVersionCreated author_id.
                 * @member {string} author_id
                 * @memberof degs.events.v1.GameVersionCreated
                 * @instance
                 */
                GameVersionCreated.prototype.author_id = "";

                /**
                 * GameVersionCreated version_number.
                 * @member {number} version_number
                 * @memberof degs.events.v1.GameVersionCreated
                 * @instance
                 */
                GameVersionCreated.prototype.version_number = 0;

                /**
                 * GameVersionCreated variant_index.
                 * @member {number} variant_index
                 * @memberof degs.events.v1.GameVersionCreated
                 * @instance
                 */
                GameVersionCreated.prototype.variant_index = 0;

                /**
                 * GameVersionCreated name.
                 * @member {string} name
                 * @memberof degs.events.v1.GameVersionCreated
                 * @instance
                 */
                GameVersionCreated.prototype.name = "";

                /**
                 * Creates a new GameVersionCreated instance using the specified properties.
                 * @function create
                 * @memberof degs.events.v1.GameVersionCreated
                 * @static
                 * @param {degs.events.v1.GameVersionCreated.$Properties=} [properties] Properties to set
                 * @returns {degs.events.v1.GameVersionCreated} GameVersionCreated instance
                 * @type {{
                 *   (properties: degs.events.v1.GameVersionCreated.$Shape): degs.events.v1.GameVersionCreated & degs.events.v1.GameVersionCreated.$Shape;
                 *   (properties?: degs.events.v1.GameVersionCreated.$Properties): degs.events.v1.GameVersionCreated;
                 * }}
                 */
                GameVersionCreated.create = function(properties) {
                    return new GameVersionCreated(properties);
                };

                /**
                 * Encodes the specified GameVersionCreated message. Does not implicitly {@link degs.events.v1.GameVersionCreated.verify|verify} messages.
                 * @function encode
                 * @memberof degs.events.v1.GameVersionCreated
                 * @static
                 * @param {degs.events.v1.GameVersionCreated.$Properties} m GameVersionCreated message or plain object to encode
                 * @param {$protobuf.Writer} [w] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                GameVersionCreated.encode = function (m, w, q) {
                    if (!w)
                        w = $Writer.create();
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (m.game_key != null && $Object.hasOwnProperty.call(m, "game_key") && m.game_key !== "")
                        w.uint32(/* id 1, wireType 2 =*/10).string(m.game_key);
                    if (m.kv_key != null && $Object.hasOwnProperty.call(m, "kv_key") && m.kv_key !== "")
                        w.uint32(/* id 2, wireType 2 =*/18).string(m.kv_key);
                    if (m.parent_kv_key != null && $Object.hasOwnProperty.call(m, "parent_kv_key") && m.parent_kv_key !== "")
                        w.uint32(/* id 3, wireType 2 =*/26).string(m.parent_kv_key);
                    if (m.author_id != null && $Object.hasOwnProperty.call(m, "author_id") && m.author_id !== "")
                        w.uint32(/* id 4, wireType 2 =*/34).string(m.author_id);
                    if (m.version_number != null && $Object.hasOwnProperty.call(m, "version_number") && m.version_number !== 0)
                        w.uint32(/* id 5, wireType 0 =*/40).int32(m.version_number);
                    if (m.variant_index != null && $Object.hasOwnProperty.call(m, "variant_index") && m.variant_index !== 0)
                        w.uint32(/* id 6, wireType 0 =*/48).int32(m.variant_index);
                    if (m.name != null && $Object.hasOwnProperty.call(m, "name") && m.name !== "")
                        w.uint32(/* id 7, wireType 2 =*/58).string(m.name);
                    if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                        for (var i = 0; i < m.$unknowns.length; ++i)
                            w.raw(m.$unknowns[i]);
                    return w;
                };

                /**
                 * Encodes the specified GameVersionCreated message, length delimited. Does not implicitly {@link degs.events.v1.GameVersionCreated.verify|verify} messages.
                 * @function encodeDelimited
                 * @memberof degs.events.v1.GameVersionCreated
                 * @static
                 * @param {degs.events.v1.GameVersionCreated.$Properties} message GameVersionCreated message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                GameVersionCreated.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                /**
                 * Decodes a GameVersionCreated message from the specified reader or buffer.
                 * @function decode
                 * @memberof degs.events.v1.GameVersionCreated
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
                 * @param {number} [l] Message length if known beforehand
                 * @returns {degs.events.v1.GameVersionCreated & degs.events.v1.GameVersionCreated.$Shape} GameVersionCreated
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                GameVersionCreated.decode = function (r, l, z, q, g) {
                    if (!(r instanceof $Reader))
                        r = $Reader.create(r);
                    if (q === $undefined)
                        q = 0;
                    if (q > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    var c, m, v;
                    if (l === $undefined)
                        c = r.len;
                    else {
                        c = r.pos + l;
                        if (c > r.len)
                            throw $RangeError("index out of range");
                        l = r.len;
                        r.len = c;
                    }
                    m = g || new $root.degs.events.v1.GameVersionCreated();
                    while (r.pos < c) {
                        var s = r.pos;
                        var t = r.tag();
                        if (t === z) {
                            z = $undefined;
                            break;
                        }
                        var u = t & 7;
                        switch (t >>>= 3) {
                        case 1: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.game_key = v;
                                else
                                    delete m.game_key;
                                continue;
                            }
                        case 2: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.kv_key = v;
                                else
                                    delete m.kv_key;
                                continue;
                            }
                        case 3: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.parent_kv_key = v;
                                else
                                    delete m.parent_kv_key;
                                continue;
                            }
                        case 4: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.author_id = v;
                                else
                                    delete m.author_id;
                                continue;
                            }
                        case 5: {
                                if (u !== 0)
                                    break;
                                if (v = r.int32())
                                    m.version_number = v;
                                else
                                    delete m.version_number;
                                continue;
                            }
                        case 6: {
                                if (u !== 0)
                                    break;
                                if (v = r.int32())
                                    m.variant_index = v;
                                else
                                    delete m.variant_index;
                                continue;
                            }
                        case 7: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.name = v;
                                else
                                    delete m.name;
                                continue;
                            }
                        }
                        r.skipType(u, q, t);
                        if (!r.discardUnknown) {
                            $util.makeProp(m, "$unknowns", false);
                            (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                        }
                    }
                    if (l !== $undefined) {
                        if (r.pos !== c)
                            throw $RangeError("index out of range");
                        r.len = l;
                    }
                    if (z !== $undefined)
                        throw $Error("missing end group");
                    return m;
                };

                /**
                 * Decodes a GameVersionCreated message from the specified reader or buffer, length delimited.
                 * @function decodeDelimited
                 * @memberof degs.events.v1.GameVersionCreated
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @returns {degs.events.v1.GameVersionCreated & degs.events.v1.GameVersionCreated.$Shape} GameVersionCreated
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                GameVersionCreated.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                /**
                 * Verifies a GameVersionCreated message.
                 * @function verify
                 * @memberof degs.events.v1.GameVersionCreated
                 * @static
                 * @param {Object.<string,*>} m Plain object to verify
                 * @returns {string|null} `null` if valid, otherwise the reason why it is not
                 */
                GameVersionCreated.verify = function (m, q) {
                    if (typeof m !== "object" || m === null)
                        return "object expected";
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        return "max depth exceeded";
                    if (m.game_key != null && $Object.hasOwnProperty.call(m, "game_key")) {
                        if (!$util.isString(m.game_key))
                            return "game_key: string expected";
                    }
                    if (m.kv_key != null && $Object.hasOwnProperty.call(m, "kv_key")) {
                        if (!$util.isString(m.kv_key))
                            return "kv_key: string expected";
                    }
                    if (m.parent_kv_key != null && $Object.hasOwnProperty.call(m, "parent_kv_key")) {
                        if (!$util.isString(m.parent_kv_key))
                            return "parent_kv_key: string expected";
                    }
                    if (m.author_id != null && $Object.hasOwnProperty.call(m, "author_id")) {
                        if (!$util.isString(m.author_id))
                            return "author_id: string expected";
                    }
                    if (m.version_number != null && $Object.hasOwnProperty.call(m, "version_number")) {
                        if (!$util.isInteger(m.version_number))
                            return "version_number: integer expected";
                    }
                    if (m.variant_index != null && $Object.hasOwnProperty.call(m, "variant_index")) {
                        if (!$util.isInteger(m.variant_index))
                            return "variant_index: integer expected";
                    }
                    if (m.name != null && $Object.hasOwnProperty.call(m, "name")) {
                        if (!$util.isString(m.name))
                            return "name: string expected";
                    }
                    return null;
                };

                /**
                 * Creates a GameVersionCreated message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof degs.events.v1.GameVersionCreated
                 * @static
                 * @param {Object.<string,*>} d Plain object
                 * @returns {degs.events.v1.GameVersionCreated} GameVersionCreated
                 */
                GameVersionCreated.fromObject = function (d, q) {
                    if (d instanceof $root.degs.events.v1.GameVersionCreated)
                        return d;
                    if (!$util.isObject(d))
                        throw $TypeError(".degs.events.v1.GameVersionCreated: object expected");
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var m = new $root.degs.events.v1.GameVersionCreated();
                    if (d.game_key != null) {
                        if (typeof d.game_key !== "string" || d.game_key.length) {
                            m.game_key = $String(d.game_key);
                        }
                    }
                    if (d.kv_key != null) {
                        if (typeof d.kv_key !== "string" || d.kv_key.length) {
                            m.kv_key = $String(d.kv_key);
                        }
                    }
                    if (d.parent_kv_key != null) {
                        if (typeof d.parent_kv_key !== "string" || d.parent_kv_key.length) {
                            m.parent_kv_key = $String(d.parent_kv_key);
                        }
                    }
                    if (d.author_id != null) {
                        if (typeof d.author_id !== "string" || d.author_id.length) {
                            m.author_id = $String(d.author_id);
                        }
                    }
                    if (d.version_number != null) {
                        if ($Number(d.version_number) !== 0) {
                            m.version_number = d.version_number | 0;
                        }
                    }
                    if (d.variant_index != null) {
                        if ($Number(d.variant_index) !== 0) {
                            m.variant_index = d.variant_index | 0;
                        }
                    }
                    if (d.name != null) {
                        if (typeof d.name !== "string" || d.name.length) {
                            m.name = $String(d.name);
                        }
                    }
                    return m;
                };

                /**
                 * Creates a plain object from a GameVersionCreated message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof degs.events.v1.GameVersionCreated
                 * @static
                 * @param {degs.events.v1.GameVersionCreated} m GameVersionCreated
                 * @param {$protobuf.IConversionOptions} [o] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                GameVersionCreated.toObject = function (m, o, q) {
                    if (!o)
                        o = {};
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var d = {};
                    if (o.defaults) {
                        d.game_key = "";
                        d.kv_key = "";
                        d.parent_kv_key = "";
                        d.author_id = "";
                        d.version_number = 0;
                        d.variant_index = 0;
                        d.name = "";
                    }
                    if (m.game_key != null && $Object.hasOwnProperty.call(m, "game_key")) {
                        d.game_key = m.game_key;
                    }
                    if (m.kv_key != null && $Object.hasOwnProperty.call(m, "kv_key")) {
                        d.kv_key = m.kv_key;
                    }
                    if (m.parent_kv_key != null && $Object.hasOwnProperty.call(m, "parent_kv_key")) {
                        d.parent_kv_key = m.parent_kv_key;
                    }
                    if (m.author_id != null && $Object.hasOwnProperty.call(m, "author_id")) {
                        d.author_id = m.author_id;
                    }
                    if (m.version_number != null && $Object.hasOwnProperty.call(m, "version_number")) {
                        d.version_number = m.version_number;
                    }
                    if (m.variant_index != null && $Object.hasOwnProperty.call(m, "variant_index")) {
                        d.variant_index = m.variant_index;
                    }
                    if (m.name != null && $Object.hasOwnProperty.call(m, "name")) {
                        d.name = m.name;
                    }
                    return d;
                };

                /**
                 * Converts this GameVersionCreated to JSON.
                 * @function toJSON
                 * @memberof degs.events.v1.GameVersionCreated
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                GameVersionCreated.prototype.toJSON = function() {
                    return GameVersionCreated.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for GameVersionCreated
                 * @function getTypeUrl
                 * @memberof degs.events.v1.GameVersionCreated
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                GameVersionCreated.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/degs.events.v1.GameVersionCreated";
                };

                return GameVersionCreated;
            })();

            v1.GamePublished = (function() {

                /**
                 * Properties of a GamePublished.
                 * @typedef {Object} degs.events.v1.GamePublished.$Properties
                 * @property {string|null} [game_key] GamePublished game_key
                 * @property {string|null} [kv_key] GamePublished kv_key
                 * @property {string|null} [author_id] GamePublished author_id
                 * @property {boolean|null} [is_first_publish] GamePublished is_first_publish
                 * @property {string|null} [name] GamePublished name
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a GamePublished.
                 * @memberof degs.events.v1
                 * @interface IGamePublished
                 * @augments degs.events.v1.GamePublished.$Properties
                 * @deprecated Use degs.events.v1.GamePublished.$Properties instead.
                 */

                /**
                 * Shape of a GamePublished.
                 * @typedef {degs.events.v1.GamePublished.$Properties} degs.events.v1.GamePublished.$Shape
                 */

                /**
                 * Constructs a new GamePublished.
                 * @memberof degs.events.v1
                 * @classdesc Represents a GamePublished.
                 * @constructor
                 * @param {degs.events.v1.GamePublished.$Properties=} [p] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                var GamePublished = function (p) {
                    if (p)
                        for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                            if (p[ks[i]] != null && ks[i] !== "__proto__")
                                this[ks[i]] = p[ks[i]];
                };

                /**
                 * GamePublished game_key.
                 * @member {string} game_key
                 * @memberof degs.events.v1.GamePublished
                 * @instance
                 */
                GamePublished.prototype.game_key = "";

                /**
                 * GamePublished kv_key.
                 * @member {string} kv_key
                 * @memberof degs.events.v1.GamePublished
                 * @instance
                 */
                GamePublished.prototype.kv_key = "";

                /**
                 * GamePublished author_id.
                 * @member {string} author_id
                 * @memberof degs.events.v1.GamePublished
                 * @instance
                 */
                GamePublished.prototype.author_id = "";

                /**
                 * GamePublished is_first_publish.
                 * @member {boolean} is_first_publish
                 * @memberof degs.events.v1.GamePublished
                 * @instance
                 */
                GamePublished.prototype.is_first_publish = false;

                /**
                 * GamePublished name.
                 * @member {string} name
                 * @memberof degs.events.v1.GamePublished
                 * @instance
                 */
                GamePublished.prototype.name = "";

                /**
                 * Creates a new GamePublished instance using the specified properties.
                 * @function create
                 * @memberof degs.events.v1.GamePublished
                 * @static
                 * @param {degs.events.v1.GamePublished.$Properties=} [properties] Properties to set
                 * @returns {degs.events.v1.GamePublished} GamePublished instance
                 * @type {{
                 *   (properties: degs.events.v1.GamePublished.$Shape): degs.events.v1.GamePublished & degs.events.v1.GamePublished.$Shape;
                 *   (properties?: degs.events.v1.GamePublished.$Properties): degs.events.v1.GamePublished;
                 * }}
                 */
                GamePublished.create = function(properties) {
                    return new GamePublished(properties);
                };

                /**
                 * Encodes the specified GamePublished message. Does not implicitly {@link degs.events.v1.GamePublished.verify|verify} messages.
                 * @function encode
                 * @memberof degs.events.v1.GamePublished
                 * @static
                 * @param {degs.events.v1.GamePublished.$Properties} m GamePublished message or plain object to encode
                 * @param {$protobuf.Writer} [w] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                GamePublished.encode = function (m, w, q) {
                    if (!w)
                        w = $Writer.create();
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (m.game_key != null && $Object.hasOwnProperty.call(m, "game_key") && m.game_key !== "")
                        w.uint32(/* id 1, wireType 2 =*/10).string(m.game_key);
                    if (m.kv_key != null && $Object.hasOwnProperty.call(m, "kv_key") && m.kv_key !== "")
                        w.uint32(/* id 2, wireType 2 =*/18).string(m.kv_key);
                    if (m.author_id != null && $Object.hasOwnProperty.call(m, "author_id") && m.author_id !== "")
                        w.uint32(/* id 3, wireType 2 =*/26).string(m.author_id);
                    if (m.is_first_publish != null && $Object.hasOwnProperty.call(m, "is_first_publish") && m.is_first_publish !== false)
                        w.uint32(/* id 4, wireType 0 =*/32).bool(m.is_first_publish);
                    if (m.name != null && $Object.hasOwnProperty.call(m, "name") && m.name !== "")
                        w.uint32(/* id 5, wireType 2 =*/42).string(m.name);
                    if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                        for (var i = 0; i < m.$unknowns.length; ++i)
                            w.raw(m.$unknowns[i]);
                    return w;
                };

                /**
                 * Encodes the specified GamePublished message, length delimited. Does not implicitly {@link degs.events.v1.GamePublished.verify|verify} messages.
                 * @function encodeDelimited
                 * @memberof degs.events.v1.GamePublished
                 * @static
                 * @param {degs.events.v1.GamePublished.$Properties} message GamePublished message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                GamePublished.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                /**
                 * Decodes a GamePublished message from the specified reader or buffer.
                 * @function decode
                 * @memberof degs.events.v1.GamePublished
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
                 * @param {number} [l] Message length if known beforehand
                 * @returns {degs.events.v1.GamePublished & degs.events.v1.GamePublished.$Shape} GamePublished
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                GamePublished.decode = function (r, l, z, q, g) {
                    if (!(r instanceof $Reader))
                        r = $Reader.create(r);
                    if (q === $undefined)
                        q = 0;
                    if (q > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    var c, m, v;
                    if (l === $undefined)
                        c = r.len;
                    else {
                        c = r.pos + l;
                        if (c > r.len)
                            throw $RangeError("index out of range");
                        l = r.len;
                        r.len = c;
                    }
                    m = g || new $root.degs.events.v1.GamePublished();
                    while (r.pos < c) {
                        var s = r.pos;
                        var t = r.tag();
                        if (t === z) {
                            z = $undefined;
                            break;
                        }
                        var u = t & 7;
                        switch (t >>>= 3) {
                        case 1: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.game_key = v;
                                else
                                    delete m.game_key;
                                continue;
                            }
                        case 2: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.kv_key = v;
                                else
                                    delete m.kv_key;
                                continue;
                            }
                        case 3: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.author_id = v;
                                else
                                    delete m.author_id;
                                continue;
                            }
                        case 4: {
                                if (u !== 0)
                                    break;
                                if (v = r.bool())
                                    m.is_first_publish = v;
                                else
                                    delete m.is_first_publish;
                                continue;
                            }
                        case 5: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.name = v;
                                else
                                    delete m.name;
                                continue;
                            }
                        }
                        r.skipType(u, q, t);
                        if (!r.discardUnknown) {
                            $util.makeProp(m, "$unknowns", false);
                            (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                        }
                    }
                    if (l !== $undefined) {
                        if (r.pos !== c)
                            throw $RangeError("index out of range");
                        r.len = l;
                    }
                    if (z !== $undefined)
                        throw $Error("missing end group");
                    return m;
                };

                /**
                 * Decodes a GamePublished message from the specified reader or buffer, length delimited.
                 * @function decodeDelimited
                 * @memberof degs.events.v1.GamePublished
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @returns {degs.events.v1.GamePublished & degs.events.v1.GamePublished.$Shape} GamePublished
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                GamePublished.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                /**
                 * Verifies a GamePublished message.
                 * @function verify
                 * @memberof degs.events.v1.GamePublished
                 * @static
                 * @param {Object.<string,*>} m Plain object to verify
                 * @returns {string|null} `null` if valid, otherwise the reason why it is not
                 */
                GamePublished.verify = function (m, q) {
                    if (typeof m !== "object" || m === null)
                        return "object expected";
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        return "max depth exceeded";
                    if (m.game_key != null && $Object.hasOwnProperty.call(m, "game_key")) {
                        if (!$util.isString(m.game_key))
                            return "game_key: string expected";
                    }
                    if (m.kv_key != null && $Object.hasOwnProperty.call(m, "kv_key")) {
                        if (!$util.isString(m.kv_key))
                            return "kv_key: string expected";
                    }
                    if (m.author_id != null && $Object.hasOwnProperty.call(m, "author_id")) {
                        if (!$util.isString(m.author_id))
                            return "author_id: string expected";
                    }
                    if (m.is_first_publish != null && $Object.hasOwnProperty.call(m, "is_first_publish")) {
                        if (typeof m.is_first_publish !== "boolean")
                            return "is_first_publish: boolean expected";
                    }
                    if (m.name != null && $Object.hasOwnProperty.call(m, "name")) {
                        if (!$util.isString(m.name))
                            return "name: string expected";
                    }
                    return null;
                };

                /**
                 * Creates a GamePublished message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof degs.events.v1.GamePublished
                 * @static
                 * @param {Object.<string,*>} d Plain object
                 * @returns {degs.events.v1.GamePublished} GamePublished
                 */
                GamePublished.fromObject = function (d, q) {
                    if (d instanceof $root.degs.events.v1.GamePublished)
                        return d;
                    if (!$util.isObject(d))
                        throw $TypeError(".degs.events.v1.GamePublished: object expected");
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var m = new $root.degs.events.v1.GamePublished();
                    if (d.game_key != null) {
                        if (typeof d.game_key !== "string" || d.game_key.length) {
                            m.game_key = $String(d.game_key);
                        }
                    }
                    if (d.kv_key != null) {
                        if (typeof d.kv_key !== "string" || d.kv_key.length) {
                            m.kv_key = $String(d.kv_key);
                        }
                    }
                    if (d.author_id != null) {
                        if (typeof d.author_id !== "string" || d.author_id.length) {
                            m.author_id = $String(d.author_id);
                        }
                    }
                    if (d.is_first_publish != null) {
                        if (d.is_first_publish) {
                            m.is_first_publish = $Boolean(d.is_first_publish);
                        }
                    }
                    if (d.name != null) {
                        if (typeof d.name !== "string" || d.name.length) {
                            m.name = $String(d.name);
                        }
                    }
                    return m;
                };

                /**
                 * Creates a plain object from a GamePublished message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof degs.events.v1.GamePublished
                 * @static
                 * @param {degs.events.v1.GamePublished} m GamePublished
                 * @param {$protobuf.IConversionOptions} [o] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                GamePublished.toObject = function (m, o, q) {
                    if (!o)
                        o = {};
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var d = {};
                    if (o.defaults) {
                        d.game_key = "";
                        d.kv_key = "";
                        d.author_id = "";
                        d.is_first_publish = false;
                        d.name = "";
                    }
                    if (m.game_key != null && $Object.hasOwnProperty.call(m, "game_key")) {
                        d.game_key = m.game_key;
                    }
                    if (m.kv_key != null && $Object.hasOwnProperty.call(m, "kv_key")) {
                        d.kv_key = m.kv_key;
                    }
                    if (m.author_id != null && $Object.hasOwnProperty.call(m, "author_id")) {
                        d.author_id = m.author_id;
                    }
                    if (m.is_first_publish != null && $Object.hasOwnProperty.call(m, "is_first_publish")) {
                        d.is_first_publish = m.is_first_publish;
                    }
                    if (m.name != null && $Object.hasOwnProperty.call(m, "name")) {
                        d.name = m.name;
                    }
                    return d;
                };

                /**
                 * Converts this GamePublished to JSON.
                 * @function toJSON
                 * @memberof degs.events.v1.GamePublished
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                GamePublished.prototype.toJSON = function() {
                    return GamePublished.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for GamePublished
                 * @function getTypeUrl
                 * @memberof degs.events.v1.GamePublished
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                GamePublished.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/degs.events.v1.GamePublished";
                };

                return GamePublished;
            })();

            v1.GameHidden = (function() {

                /**
                 * Properties of a GameHidden.
                 * @typedef {Object} degs.events.v1.GameHidden.$Properties
                 * @property {string|null} [game_key] GameHidden game_key
                 * @property {string|null} [author_id] GameHidden author_id
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a GameHidden.
                 * @memberof degs.events.v1
                 * @interface IGameHidden
                 * @augments degs.events.v1.GameHidden.$Properties
                 * @deprecated Use degs.events.v1.GameHidden.$Properties instead.
                 */

                /**
                 * Shape of a GameHidden.
                 * @typedef {degs.events.v1.GameHidden.$Properties} degs.events.v1.GameHidden.$Shape
                 */

                /**
                 * Constructs a new GameHidden.
                 * @memberof degs.events.v1
                 * @classdesc Represents a GameHidden.
                 * @constructor
                 * @param {degs.events.v1.GameHidden.$Properties=} [p] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                var GameHidden = function (p) {
                    if (p)
                        for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                            if (p[ks[i]] != null && ks[i] !== "__proto__")
                                this[ks[i]] = p[ks[i]];
                };

                /**
                 * GameHidden game_key.
                 * @member {string} game_key
                 * @memberof degs.events.v1.GameHidden
                 * @instance
                 */
                GameHidden.prototype.game_key = "";

                /**
                 * GameHidden author_id.
                 * @member {string} author_id
                 * @memberof degs.events.v1.GameHidden
                 * @instance
                 */
                GameHidden.prototype.author_id = "";

                /**
                 * Creates a new GameHidden instance using the specified properties.
                 * @function create
                 * @memberof degs.events.v1.GameHidden
                 * @static
                 * @param {degs.events.v1.GameHidden.$Properties=} [properties] Properties to set
                 * @returns {degs.events.v1.GameHidden} GameHidden instance
                 * @type {{
                 *   (properties: degs.events.v1.GameHidden.$Shape): degs.events.v1.GameHidden & degs.events.v1.GameHidden.$Shape;
                 *   (properties?: degs.events.v1.GameHidden.$Properties): degs.events.v1.GameHidden;
                 * }}
                 */
                GameHidden.create = function(properties) {
                    return new GameHidden(properties);
                };

                /**
                 * Encodes the specified GameHidden message. Does not implicitly {@link degs.events.v1.GameHidden.verify|verify} messages.
                 * @function encode
                 * @memberof degs.events.v1.GameHidden
                 * @static
                 * @param {degs.events.v1.GameHidden.$Properties} m GameHidden message or plain object to encode
                 * @param {$protobuf.Writer} [w] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                GameHidden.encode = function (m, w, q) {
                    if (!w)
                        w = $Writer.create();
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (m.game_key != null && $Object.hasOwnProperty.call(m, "game_key") && m.game_key !== "")
                        w.uint32(/* id 1, wireType 2 =*/10).string(m.game_key);
                    if (m.author_id != null && $Object.hasOwnProperty.call(m, "author_id") && m.author_id !== "")
                        w.uint32(/* id 2, wireType 2 =*/18).string(m.author_id);
                    if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                        for (var i = 0; i < m.$unknowns.length; ++i)
                            w.raw(m.$unknowns[i]);
                    return w;
                };

                /**
                 * Encodes the specified GameHidden message, length delimited. Does not implicitly {@link degs.events.v1.GameHidden.verify|verify} messages.
                 * @function encodeDelimited
                 * @memberof degs.events.v1.GameHidden
                 * @static
                 * @param {degs.events.v1.GameHidden.$Properties} message GameHidden message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                GameHidden.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                /**
                 * Decodes a GameHidden message from the specified reader or buffer.
                 * @function decode
                 * @memberof degs.events.v1.GameHidden
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
                 * @param {number} [l] Message length if known beforehand
                 * @returns {degs.events.v1.GameHidden & degs.events.v1.GameHidden.$Shape} GameHidden
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                GameHidden.decode = function (r, l, z, q, g) {
                    if (!(r instanceof $Reader))
                        r = $Reader.create(r);
                    if (q === $undefined)
                        q = 0;
                    if (q > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    var c, m, v;
                    if (l === $undefined)
                        c = r.len;
                    else {
                        c = r.pos + l;
                        if (c > r.len)
                            throw $RangeError("index out of range");
                        l = r.len;
                        r.len = c;
                    }
                    m = g || new $root.degs.events.v1.GameHidden();
                    while (r.pos < c) {
                        var s = r.pos;
                        var t = r.tag();
                        if (t === z) {
                            z = $undefined;
                            break;
                        }
                        var u = t & 7;
                        switch (t >>>= 3) {
                        case 1: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.game_key = v;
                                else
                                    delete m.game_key;
                                continue;
                            }
                        case 2: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.author_id = v;
                                else
                                    delete m.author_id;
                                continue;
                            }
                        }
                        r.skipType(u, q, t);
                        if (!r.discardUnknown) {
                            $util.makeProp(m, "$unknowns", false);
                            (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                        }
                    }
                    if (l !== $undefined) {
                        if (r.pos !== c)
                            throw $RangeError("index out of range");
                        r.len = l;
                    }
                    if (z !== $undefined)
                        throw $Error("missing end group");
                    return m;
                };

                /**
                 * Decodes a GameHidden message from the specified reader or buffer, length delimited.
                 * @function decodeDelimited
                 * @memberof degs.events.v1.GameHidden
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @returns {degs.events.v1.GameHidden & degs.events.v1.GameHidden.$Shape} GameHidden
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                GameHidden.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                /**
                 * Verifies a GameHidden message.
                 * @function verify
                 * @memberof degs.events.v1.GameHidden
                 * @static
                 * @param {Object.<string,*>} m Plain object to verify
                 * @returns {string|null} `null` if valid, otherwise the reason why it is not
                 */
                GameHidden.verify = function (m, q) {
                    if (typeof m !== "object" || m === null)
                        return "object expected";
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        return "max depth exceeded";
                    if (m.game_key != null && $Object.hasOwnProperty.call(m, "game_key")) {
                        if (!$util.isString(m.game_key))
                            return "game_key: string expected";
                    }
                    if (m.author_id != null && $Object.hasOwnProperty.call(m, "author_id")) {
                        if (!$util.isString(m.author_id))
                            return "author_id: string expected";
                    }
                    return null;
                };

                /**
                 * Creates a GameHidden message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof degs.events.v1.GameHidden
                 * @static
                 * @param {Object.<string,*>} d Plain object
                 * @returns {degs.events.v1.GameHidden} GameHidden
                 */
                GameHidden.fromObject = function (d, q) {
                    if (d instanceof $root.degs.events.v1.GameHidden)
                        return d;
                    if (!$util.isObject(d))
                        throw $TypeError(".degs.events.v1.GameHidden: object expected");
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var m = new $root.degs.events.v1.GameHidden();
                    if (d.game_key != null) {
                        if (typeof d.game_key !== "string" || d.game_key.length) {
                            m.game_key = $String(d.game_key);
                        }
                    }
                    if (d.author_id != null) {
                        if (typeof d.author_id !== "string" || d.author_id.length) {
                            m.author_id = $String(d.author_id);
                        }
                    }
                    return m;
                };

                /**
                 * Creates a plain object from a GameHidden message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof degs.events.v1.GameHidden
                 * @static
                 * @param {degs.events.v1.GameHidden} m GameHidden
                 * @param {$protobuf.IConversionOptions} [o] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                GameHidden.toObject = function (m, o, q) {
                    if (!o)
                        o = {};
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var d = {};
                    if (o.defaults) {
                        d.game_key = "";
                        d.author_id = "";
                    }
                    if (m.game_key != null && $Object.hasOwnProperty.call(m, "game_key")) {
                        d.game_key = m.game_key;
                    }
                    if (m.author_id != null && $Object.hasOwnProperty.call(m, "author_id")) {
                        d.author_id = m.author_id;
                    }
                    return d;
                };

                /**
                 * Converts this GameHidden to JSON.
                 * @function toJSON
                 * @memberof degs.events.v1.GameHidden
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                GameHidden.prototype.toJSON = function() {
                    return GameHidden.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for GameHidden
                 * @function getTypeUrl
                 * @memberof degs.events.v1.GameHidden
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                GameHidden.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/degs.events.v1.GameHidden";
                };

                return GameHidden;
            })();

            v1.GenerationRequested = (function() {

                /**
                 * Properties of a GenerationRequested.
                 * @typedef {Object} degs.events.v1.GenerationRequested.$Properties
                 * @property {string|null} [job_id] GenerationRequested job_id
                 * @property {string|null} [kv_key] GenerationRequested kv_key
                 * @property {string|null} [parent_kv_key] GenerationRequested parent_kv_key
                 * @property {string|null} [user_id] GenerationRequested user_id
                 * @property {string|null} [prompt] GenerationRequested prompt
                 * @property {boolean|null} [is_multiplayer] GenerationRequested is_multiplayer
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a GenerationRequested.
                 * @memberof degs.events.v1
                 * @interface IGenerationRequested
                 * @augments degs.events.v1.GenerationRequested.$Properties
                 * @deprecated Use degs.events.v1.GenerationRequested.$Properties instead.
                 */

                /**
                 * Shape of a GenerationRequested.
                 * @typedef {degs.events.v1.GenerationRequested.$Properties} degs.events.v1.GenerationRequested.$Shape
                 */

                /**
                 * Constructs a new GenerationRequested.
                 * @memberof degs.events.v1
                 * @classdesc Represents a GenerationRequested.
                 * @constructor
                 * @param {degs.events.v1.GenerationRequested.$Properties=} [p] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                var GenerationRequested = function (p) {
                    if (p)
                        for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                            if (p[ks[i]] != null && ks[i] !== "__proto__")
                                this[ks[i]] = p[ks[i]];
                };

                /**
                 * GenerationRequested job_id.
                 * @member {string} job_id
                 * @memberof degs.events.v1.GenerationRequested
                 * @instance
                 */
                GenerationRequested.prototype.job_id = "";

                /**
                 * GenerationRequested kv_key.
                 * @member {string} kv_key
                 * @memberof degs.events.v1.GenerationRequested
                 * @instance
                 */
                GenerationRequested.prototype.kv_key = "";

                /**
                 * GenerationRequested parent_kv_key.
                 * @member {string} parent_kv_key
                 * @memberof degs.events.v1.GenerationRequested
                 * @instance
                 */
                GenerationRequested.prototype.parent_kv_key = "";

                /**
                 * GenerationRequested user_id.
                 * @member {string} user_id
                 * @memberof degs.events.v1.GenerationRequested
                 * @instance
                 */
                GenerationRequested.prototype.user_id = "";

                /**
                 * GenerationRequested prompt.
                 * @member {string} prompt
                 * @memberof degs.events.v1.GenerationRequested
                 * @instance
                 */
                GenerationRequested.prototype.prompt = "";

                /**
                 * GenerationRequested is_multiplayer.
                 * @member {boolean} is_multiplayer
                 * @memberof degs.events.v1.GenerationRequested
                 * @instance
                 */
                GenerationRequested.prototype.is_multiplayer = false;

                /**
                 * Creates a new GenerationRequested instance using the specified properties.
                 * @function create
                 * @memberof degs.events.v1.GenerationRequested
                 * @static
                 * @param {degs.events.v1.GenerationRequested.$Properties=} [properties] Properties to set
                 * @returns {degs.events.v1.GenerationRequested} GenerationRequested instance
                 * @type {{
                 *   (properties: degs.events.v1.GenerationRequested.$Shape): degs.events.v1.GenerationRequested & degs.events.v1.GenerationRequested.$Shape;
                 *   (properties?: degs.events.v1.GenerationRequested.$Properties): degs.events.v1.GenerationRequested;
                 * }}
                 */
                GenerationRequested.create = function(properties) {
                    return new GenerationRequested(properties);
                };

                /**
                 * Encodes the specified GenerationRequested message. Does not implicitly {@link degs.events.v1.GenerationRequested.verify|verify} messages.
                 * @function encode
                 * @memberof degs.events.v1.GenerationRequested
                 * @static
                 * @param {degs.events.v1.GenerationRequested.$Properties} m GenerationRequested message or plain object to encode
                 * @param {$protobuf.Writer} [w] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                GenerationRequested.encode = function (m, w, q) {
                    if (!w)
                        w = $Writer.create();
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (m.job_id != null && $Object.hasOwnProperty.call(m, "job_id") && m.job_id !== "")
                        w.uint32(/* id 1, wireType 2 =*/10).string(m.job_id);
                    if (m.kv_key != null && $Object.hasOwnProperty.call(m, "kv_key") && m.kv_key !== "")
                        w.uint32(/* id 2, wireType 2 =*/18).string(m.kv_key);
                    if (m.parent_kv_key != null && $Object.hasOwnProperty.call(m, "parent_kv_key") && m.parent_kv_key !== "")
                        w.uint32(/* id 3, wireType 2 =*/26).string(m.parent_kv_key);
                    if (m.user_id != null && $Object.hasOwnProperty.call(m, "user_id") && m.user_id !== "")
                        w.uint32(/* id 4, wireType 2 =*/34).string(m.user_id);
                    if (m.prompt != null && $Object.hasOwnProperty.call(m, "prompt") && m.prompt !== "")
                        w.uint32(/* id 5, wireType 2 =*/42).string(m.prompt);
                    if (m.is_multiplayer != null && $Object.hasOwnProperty.call(m, "is_multiplayer") && m.is_multiplayer !== false)
                        w.uint32(/* id 6, wireType 0 =*/48).bool(m.is_multiplayer);
                    if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                        for (var i = 0; i < m.$unknowns.length; ++i)
                            w.raw(m.$unknowns[i]);
                    return w;
                };

                /**
                 * Encodes the specified GenerationRequested message, length delimited. Does not implicitly {@link degs.events.v1.GenerationRequested.verify|verify} messages.
                 * @function encodeDelimited
                 * @memberof degs.events.v1.GenerationRequested
                 * @static
                 * @param {degs.events.v1.GenerationRequested.$Properties} message GenerationRequested message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                GenerationRequested.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                /**
                 * Decodes a GenerationRequested message from the specified reader or buffer.
                 * @function decode
                 * @memberof degs.events.v1.GenerationRequested
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
                 * @param {number} [l] Message length if known beforehand
                 * @returns {degs.events.v1.GenerationRequested & degs.events.v1.GenerationRequested.$Shape} GenerationRequested
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                GenerationRequested.decode = function (r, l, z, q, g) {
                    if (!(r instanceof $Reader))
                        r = $Reader.create(r);
                    if (q === $undefined)
                        q = 0;
                    if (q > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    var c, m, v;
                    if (l === $undefined)
                        c = r.len;
                    else {
                        c = r.pos + l;
                        if (c > r.len)
                            throw $RangeError("index out of range");
                        l = r.len;
                        r.len = c;
                    }
                    m = g || new $root.degs.events.v1.GenerationRequested();
                    while (r.pos < c) {
                        var s = r.pos;
                        var t = r.tag();
                        if (t === z) {
                            z = $undefined;
                            break;
                        }
                        var u = t & 7;
                        switch (t >>>= 3) {
                        case 1: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.job_id = v;
                                else
                                    delete m.job_id;
                                continue;
                            }
                        case 2: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.kv_key = v;
                                else
                                    delete m.kv_key;
                                continue;
                            }
                        case 3: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.parent_kv_key = v;
                                else
                                    delete m.parent_kv_key;
                                continue;
                            }
                        case 4: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.user_id = v;
                                else
                                    delete m.user_id;
                                continue;
                            }
                        case 5: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.prompt = v;
                                else
                                    delete m.prompt;
                                continue;
                            }
                        case 6: {
                                if (u !== 0)
                                    break;
                                if (v = r.bool())
                                    m.is_multiplayer = v;
                                else
                                    delete m.is_multiplayer;
                                continue;
                            }
                        }
                        r.skipType(u, q, t);
                        if (!r.discardUnknown) {
                            $util.makeProp(m, "$unknowns", false);
                            (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                        }
                    }
                    if (l !== $undefined) {
                        if (r.pos !== c)
                            throw $RangeError("index out of range");
                        r.len = l;
                    }
                    if (z !== $undefined)
                        throw $Error("missing end group");
                    return m;
                };

                /**
                 * Decodes a GenerationRequested message from the specified reader or buffer, length delimited.
                 * @function decodeDelimited
                 * @memberof degs.events.v1.GenerationRequested
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @returns {degs.events.v1.GenerationRequested & degs.events.v1.GenerationRequested.$Shape} GenerationRequested
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                GenerationRequested.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                /**
                 * Verifies a GenerationRequested message.
                 * @function verify
                 * @memberof degs.events.v1.GenerationRequested
                 * @static
                 * @param {Object.<string,*>} m Plain object to verify
                 * @returns {string|null} `null` if valid, otherwise the reason why it is not
                 */
                GenerationRequested.verify = function (m, q) {
                    if (typeof m !== "object" || m === null)
                        return "object expected";
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        return "max depth exceeded";
                    if (m.job_id != null && $Object.hasOwnProperty.call(m, "job_id")) {
                        if (!$util.isString(m.job_id))
                            return "job_id: string expected";
                    }
                    if (m.kv_key != null && $Object.hasOwnProperty.call(m, "kv_key")) {
                        if (!$util.isString(m.kv_key))
                            return "kv_key: string expected";
                    }
                    if (m.parent_kv_key != null && $Object.hasOwnProperty.call(m, "parent_kv_key")) {
                        if (!$util.isString(m.parent_kv_key))
                            return "parent_kv_key: string expected";
                    }
                    if (m.user_id != null && $Object.hasOwnProperty.call(m, "user_id")) {
                        if (!$util.isString(m.user_id))
                            return "user_id: string expected";
                    }
                    if (m.prompt != null && $Object.hasOwnProperty.call(m, "prompt")) {
                        if (!$util.isString(m.prompt))
                            return "prompt: string expected";
                    }
                    if (m.is_multiplayer != null && $Object.hasOwnProperty.call(m, "is_multiplayer")) {
                        if (typeof m.is_multiplayer !== "boolean")
                            return "is_multiplayer: boolean expected";
                    }
                    return null;
                };

                /**
                 * Creates a GenerationRequested message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof degs.events.v1.GenerationRequested
                 * @static
                 * @param {Object.<string,*>} d Plain object
                 * @returns {degs.events.v1.GenerationRequested} GenerationRequested
                 */
                GenerationRequested.fromObject = function (d, q) {
                    if (d instanceof $root.degs.events.v1.GenerationRequested)
                        return d;
                    if (!$util.isObject(d))
                        throw $TypeError(".degs.events.v1.GenerationRequested: object expected");
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var m = new $root.degs.events.v1.GenerationRequested();
                    if (d.job_id != null) {
                        if (typeof d.job_id !== "string" || d.job_id.length) {
                            m.job_id = $String(d.job_id);
                        }
                    }
                    if (d.kv_key != null) {
                        if (typeof d.kv_key !== "string" || d.kv_key.length) {
                            m.kv_key = $String(d.kv_key);
                        }
                    }
                    if (d.parent_kv_key != null) {
                        if (typeof d.parent_kv_key !== "string" || d.parent_kv_key.length) {
                            m.parent_kv_key = $String(d.parent_kv_key);
                        }
                    }
                    if (d.user_id != null) {
                        if (typeof d.user_id !== "string" || d.user_id.length) {
                            m.user_id = $String(d.user_id);
                        }
                    }
                    if (d.prompt != null) {
                        if (typeof d.prompt !== "string" || d.prompt.length) {
                            m.prompt = $String(d.prompt);
                        }
                    }
                    if (d.is_multiplayer != null) {
                        if (d.is_multiplayer) {
                            m.is_multiplayer = $Boolean(d.is_multiplayer);
                        }
                    }
                    return m;
                };

                /**
                 * Creates a plain object from a GenerationRequested message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof degs.events.v1.GenerationRequested
                 * @static
                 * @param {degs.events.v1.GenerationRequested} m GenerationRequested
                 * @param {$protobuf.IConversionOptions} [o] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                GenerationRequested.toObject = function (m, o, q) {
                    if (!o)
                        o = {};
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var d = {};
                    if (o.defaults) {
                        d.job_id = "";
                        d.kv_key = "";
                        d.parent_kv_key = "";
                        d.user_id = "";
                        d.prompt = "";
                        d.is_multiplayer = false;
                    }
                    if (m.job_id != null && $Object.hasOwnProperty.call(m, "job_id")) {
                        d.job_id = m.job_id;
                    }
                    if (m.kv_key != null && $Object.hasOwnProperty.call(m, "kv_key")) {
                        d.kv_key = m.kv_key;
                    }
                    if (m.parent_kv_key != null && $Object.hasOwnProperty.call(m, "parent_kv_key")) {
                        d.parent_kv_key = m.parent_kv_key;
                    }
                    if (m.user_id != null && $Object.hasOwnProperty.call(m, "user_id")) {
                        d.user_id = m.user_id;
                    }
                    if (m.prompt != null && $Object.hasOwnProperty.call(m, "prompt")) {
                        d.prompt = m.prompt;
                    }
                    if (m.is_multiplayer != null && $Object.hasOwnProperty.call(m, "is_multiplayer")) {
                        d.is_multiplayer = m.is_multiplayer;
                    }
                    return d;
                };

                /**
                 * Converts this GenerationRequested to JSON.
                 * @function toJSON
                 * @memberof degs.events.v1.GenerationRequested
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                GenerationRequested.prototype.toJSON = function() {
                    return GenerationRequested.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for GenerationRequested
                 * @function getTypeUrl
                 * @memberof degs.events.v1.GenerationRequested
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                GenerationRequested.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/degs.events.v1.GenerationRequested";
                };

                return GenerationRequested;
            })();

            v1.GenerationCompleted = (function() {

                /**
                 * Properties of a GenerationCompleted.
                 * @typedef {Object} degs.events.v1.GenerationCompleted.$Properties
                 * @property {string|null} [job_id] GenerationCompleted job_id
                 * @property {string|null} [kv_key] GenerationCompleted kv_key
                 * @property {string|null} [parent_kv_key] GenerationCompleted parent_kv_key
                 * @property {string|null} [user_id] GenerationCompleted user_id
                 * @property {string|null} [name] GenerationCompleted name
                 * @property {string|null} [prompt] GenerationCompleted prompt
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a GenerationCompleted.
                 * @memberof degs.events.v1
                 * @interface IGenerationCompleted
                 * @augments degs.events.v1.GenerationCompleted.$Properties
                 * @deprecated Use degs.events.v1.GenerationCompleted.$Properties instead.
                 */

                /**
                 * Shape of a GenerationCompleted.
                 * @typedef {degs.events.v1.GenerationCompleted.$Properties} degs.events.v1.GenerationCompleted.$Shape
                 */

                /**
                 * Constructs a new GenerationCompleted.
                 * @memberof degs.events.v1
                 * @classdesc Represents a GenerationCompleted.
                 * @constructor
                 * @param {degs.events.v1.GenerationCompleted.$Properties=} [p] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                var GenerationCompleted = function (p) {
                    if (p)
                        for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                            if (p[ks[i]] != null && ks[i] !== "__proto__")
                                this[ks[i]] = p[ks[i]];
                };

                /**
                 * GenerationCompleted job_id.
                 * @member {string} job_id
                 * @memberof degs.events.v1.GenerationCompleted
                 * @instance
                 */
                GenerationCompleted.prototype.job_id = "";

                /**
                 * GenerationCompleted kv_key.
                 * @member {string} kv_key
                 * @memberof degs.events.v1.GenerationCompleted
                 * @instance
                 */
                GenerationCompleted.prototype.kv_key = "";

                /**
                 * GenerationCompleted parent_kv_key.
                 * @member {string} parent_kv_key
                 * @memberof degs.events.v1.GenerationCompleted
                 * @instance
                 */
                GenerationCompleted.prototype.parent_kv_key = "";

                /**
                 * GenerationCompleted user_id.
                 * @member {string} user_id
                 * @memberof degs.events.v1.GenerationCompleted
                 * @instance
                 */
                GenerationCompleted.prototype.user_id = "";

                /**
                 * GenerationCompleted name.
                 * @member {string} name
                 * @memberof degs.events.v1.GenerationCompleted
                 * @instance
                 */
                GenerationCompleted.prototype.name = "";

                /**
                 * GenerationCompleted prompt.
                 * @member {string} prompt
                 * @memberof degs.events.v1.GenerationCompleted
                 * @instance
                 */
                GenerationCompleted.prototype.prompt = "";

                /**
                 * Creates a new GenerationCompleted instance using the specified properties.
                 * @function create
                 * @memberof degs.events.v1.GenerationCompleted
                 * @static
                 * @param {degs.events.v1.GenerationCompleted.$Properties=} [properties] Properties to set
                 * @returns {degs.events.v1.GenerationCompleted} GenerationCompleted instance
                 * @type {{
                 *   (properties: degs.events.v1.GenerationCompleted.$Shape): degs.events.v1.GenerationCompleted & degs.events.v1.GenerationCompleted.$Shape;
                 *   (properties?: degs.events.v1.GenerationCompleted.$Properties): degs.events.v1.GenerationCompleted;
                 * }}
                 */
                GenerationCompleted.create = function(properties) {
                    return new GenerationCompleted(properties);
                };

                /**
                 * Encodes the specified GenerationCompleted message. Does not implicitly {@link degs.events.v1.GenerationCompleted.verify|verify} messages.
                 * @function encode
                 * @memberof degs.events.v1.GenerationCompleted
                 * @static
                 * @param {degs.events.v1.GenerationCompleted.$Properties} m GenerationCompleted message or plain object to encode
                 * @param {$protobuf.Writer} [w] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                GenerationCompleted.encode = function (m, w, q) {
                    if (!w)
                        w = $Writer.create();
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (m.job_id != null && $Object.hasOwnProperty.call(m, "job_id") && m.job_id !== "")
                        w.uint32(/* id 1, wireType 2 =*/10).string(m.job_id);
                    if (m.kv_key != null && $Object.hasOwnProperty.call(m, "kv_key") && m.kv_key !== "")
                        w.uint32(/* id 2, wireType 2 =*/18).string(m.kv_key);
                    if (m.parent_kv_key != null && $Object.hasOwnProperty.call(m, "parent_kv_key") && m.parent_kv_key !== "")
                        w.uint32(/* id 3, wireType 2 =*/26).string(m.parent_kv_key);
                    if (m.user_id != null && $Object.hasOwnProperty.call(m, "user_id") && m.user_id !== "")
                        w.uint32(/* id 4, wireType 2 =*/34).string(m.user_id);
                    if (m.name != null && $Object.hasOwnProperty.call(m, "name") && m.name !== "")
                        w.uint32(/* id 5, wireType 2 =*/42).string(m.name);
                    if (m.prompt != null && $Object.hasOwnProperty.call(m, "prompt") && m.prompt !== "")
                        w.uint32(/* id 6, wireType 2 =*/50).string(m.prompt);
                    if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                        for (var i = 0; i < m.$unknowns.length; ++i)
                            w.raw(m.$unknowns[i]);
                    return w;
                };

                /**
                 * Encodes the specified GenerationCompleted message, length delimited. Does not implicitly {@link degs.events.v1.GenerationCompleted.verify|verify} messages.
                 * @function encodeDelimited
                 * @memberof degs.events.v1.GenerationCompleted
                 * @static
                 * @param {degs.events.v1.GenerationCompleted.$Properties} message GenerationCompleted message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                GenerationCompleted.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                /**
                 * Decodes a GenerationCompleted message from the specified reader or buffer.
                 * @function decode
                 * @memberof degs.events.v1.GenerationCompleted
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
                 * @param {number} [l] Message length if known beforehand
                 * @returns {degs.events.v1.GenerationCompleted & degs.events.v1.GenerationCompleted.$Shape} GenerationCompleted
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                GenerationCompleted.decode = function (r, l, z, q, g) {
                    if (!(r instanceof $Reader))
                        r = $Reader.create(r);
                    if (q === $undefined)
                        q = 0;
                    if (q > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    var c, m, v;
                    if (l === $undefined)
                        c = r.len;
                    else {
                        c = r.pos + l;
                        if (c > r.len)
                            throw $RangeError("index out of range");
                        l = r.len;
                        r.len = c;
                    }
                    m = g || new $root.degs.events.v1.GenerationCompleted();
                    while (r.pos < c) {
                        var s = r.pos;
                        var t = r.tag();
                        if (t === z) {
                            z = $undefined;
                            break;
                        }
                        var u = t & 7;
                        switch (t >>>= 3) {
                        case 1: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.job_id = v;
                                else
                                    delete m.job_id;
                                continue;
                            }
                        case 2: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.kv_key = v;
                                else
                                    delete m.kv_key;
                                continue;
                            }
                        case 3: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.parent_kv_key = v;
                                else
                                    delete m.parent_kv_key;
                                continue;
                            }
                        case 4: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.user_id = v;
                                else
                                    delete m.user_id;
                                continue;
                            }
                        case 5: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.name = v;
                                else
                                    delete m.name;
                                continue;
                            }
                        case 6: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.prompt = v;
                                else
                                    delete m.prompt;
                                continue;
                            }
                        }
                        r.skipType(u, q, t);
                        if (!r.discardUnknown) {
                            $util.makeProp(m, "$unknowns", false);
                            (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                        }
                    }
                    if (l !== $undefined) {
                        if (r.pos !== c)
                            throw $RangeError("index out of range");
                        r.len = l;
                    }
                    if (z !== $undefined)
                        throw $Error("missing end group");
                    return m;
                };

                /**
                 * Decodes a GenerationCompleted message from the specified reader or buffer, length delimited.
                 * @function decodeDelimited
                 * @memberof degs.events.v1.GenerationCompleted
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @returns {degs.events.v1.GenerationCompleted & degs.events.v1.GenerationCompleted.$Shape} GenerationCompleted
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                GenerationCompleted.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                /**
                 * Verifies a GenerationCompleted message.
                 * @function verify
                 * @memberof degs.events.v1.GenerationCompleted
                 * @static
                 * @param {Object.<string,*>} m Plain object to verify
                 * @returns {string|null} `null` if valid, otherwise the reason why it is not
                 */
                GenerationCompleted.verify = function (m, q) {
                    if (typeof m !== "object" || m === null)
                        return "object expected";
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        return "max depth exceeded";
                    if (m.job_id != null && $Object.hasOwnProperty.call(m, "job_id")) {
                        if (!$util.isString(m.job_id))
                            return "job_id: string expected";
                    }
                    if (m.kv_key != null && $Object.hasOwnProperty.call(m, "kv_key")) {
                        if (!$util.isString(m.kv_key))
                            return "kv_key: string expected";
                    }
                    if (m.parent_kv_key != null && $Object.hasOwnProperty.call(m, "parent_kv_key")) {
                        if (!$util.isString(m.parent_kv_key))
                            return "parent_kv_key: string expected";
                    }
                    if (m.user_id != null && $Object.hasOwnProperty.call(m, "user_id")) {
                        if (!$util.isString(m.user_id))
                            return "user_id: string expected";
                    }
                    if (m.name != null && $Object.hasOwnProperty.call(m, "name")) {
                        if (!$util.isString(m.name))
                            return "name: string expected";
                    }
                    if (m.prompt != null && $Object.hasOwnProperty.call(m, "prompt")) {
                        if (!$util.isString(m.prompt))
                            return "prompt: string expected";
                    }
                    return null;
                };

                /**
                 * Creates a GenerationCompleted message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof degs.events.v1.GenerationCompleted
                 * @static
                 * @param {Object.<string,*>} d Plain object
                 * @returns {degs.events.v1.GenerationCompleted} GenerationCompleted
                 */
                GenerationCompleted.fromObject = function (d, q) {
                    if (d instanceof $root.degs.events.v1.GenerationCompleted)
                        return d;
                    if (!$util.isObject(d))
                        throw $TypeError(".degs.events.v1.GenerationCompleted: object expected");
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var m = new $root.degs.events.v1.GenerationCompleted();
                    if (d.job_id != null) {
                        if (typeof d.job_id !== "string" || d.job_id.length) {
                            m.job_id = $String(d.job_id);
                        }
                    }
                    if (d.kv_key != null) {
                        if (typeof d.kv_key !== "string" || d.kv_key.length) {
                            m.kv_key = $String(d.kv_key);
                        }
                    }
                    if (d.parent_kv_key != null) {
                        if (typeof d.parent_kv_key !== "string" || d.parent_kv_key.length) {
                            m.parent_kv_key = $String(d.parent_kv_key);
                        }
                    }
                    if (d.user_id != null) {
                        if (typeof d.user_id !== "string" || d.user_id.length) {
                            m.user_id = $String(d.user_id);
                        }
                    }
                    if (d.name != null) {
                        if (typeof d.name !== "string" || d.name.length) {
                            m.name = $String(d.name);
                        }
                    }
                    if (d.prompt != null) {
                        if (typeof d.prompt !== "string" || d.prompt.length) {
                            m.prompt = $String(d.prompt);
                        }
                    }
                    return m;
                };

                /**
                 * Creates a plain object from a GenerationCompleted message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof degs.events.v1.GenerationCompleted
                 * @static
                 * @param {degs.events.v1.GenerationCompleted} m GenerationCompleted
                 * @param {$protobuf.IConversionOptions} [o] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                GenerationCompleted.toObject = function (m, o, q) {
                    if (!o)
                        o = {};
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var d = {};
                    if (o.defaults) {
                        d.job_id = "";
                        d.kv_key = "";
                        d.parent_kv_key = "";
                        d.user_id = "";
                        d.name = "";
                        d.prompt = "";
                    }
                    if (m.job_id != null && $Object.hasOwnProperty.call(m, "job_id")) {
                        d.job_id = m.job_id;
                    }
                    if (m.kv_key != null && $Object.hasOwnProperty.call(m, "kv_key")) {
                        d.kv_key = m.kv_key;
                    }
                    if (m.parent_kv_key != null && $Object.hasOwnProperty.call(m, "parent_kv_key")) {
                        d.parent_kv_key = m.parent_kv_key;
                    }
                    if (m.user_id != null && $Object.hasOwnProperty.call(m, "user_id")) {
                        d.user_id = m.user_id;
                    }
                    if (m.name != null && $Object.hasOwnProperty.call(m, "name")) {
                        d.name = m.name;
                    }
                    if (m.prompt != null && $Object.hasOwnProperty.call(m, "prompt")) {
                        d.prompt = m.prompt;
                    }
                    return d;
                };

                /**
                 * Converts this GenerationCompleted to JSON.
                 * @function toJSON
                 * @memberof degs.events.v1.GenerationCompleted
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                GenerationCompleted.prototype.toJSON = function() {
                    return GenerationCompleted.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for GenerationCompleted
                 * @function getTypeUrl
                 * @memberof degs.events.v1.GenerationCompleted
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                GenerationCompleted.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/degs.events.v1.GenerationCompleted";
                };

                return GenerationCompleted;
            })();

            v1.GenerationFailed = (function() {

                /**
                 * Properties of a GenerationFailed.
                 * @typedef {Object} degs.events.v1.GenerationFailed.$Properties
                 * @property {string|null} [job_id] GenerationFailed job_id
                 * @property {string|null} [kv_key] GenerationFailed kv_key
                 * @property {string|null} [user_id] GenerationFailed user_id
                 * @property {number|null} [status] GenerationFailed status
                 * @property {string|null} [error] GenerationFailed error
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a GenerationFailed.
                 * @memberof degs.events.v1
                 * @interface IGenerationFailed
                 * @augments degs.events.v1.GenerationFailed.$Properties
                 * @deprecated Use degs.events.v1.GenerationFailed.$Properties instead.
                 */

                /**
                 * Shape of a GenerationFailed.
                 * @typedef {degs.events.v1.GenerationFailed.$Properties} degs.events.v1.GenerationFailed.$Shape
                 */

                /**
                 * Constructs a new GenerationFailed.
                 * @memberof degs.events.v1
                 * @classdesc Represents a GenerationFailed.
                 * @constructor
                 * @param {degs.events.v1.GenerationFailed.$Properties=} [p] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                var GenerationFailed = function (p) {
                    if (p)
                        for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                            if (p[ks[i]] != null && ks[i] !== "__proto__")
                                this[ks[i]] = p[ks[i]];
                };

                /**
                 * GenerationFailed job_id.
                 * @member {string} job_id
                 * @memberof degs.events.v1.GenerationFailed
                 * @instance
                 */
                GenerationFailed.prototype.job_id = "";

                /**
                 * GenerationFailed kv_key.
                 * @member {string} kv_key
                 * @memberof degs.events.v1.GenerationFailed
                 * @instance
                 */
                GenerationFailed.prototype.kv_key = "";

                /**
                 * GenerationFailed user_id.
                 * @member {string} user_id
                 * @memberof degs.events.v1.GenerationFailed
                 * @instance
                 */
                GenerationFailed.prototype.user_id = "";

                /**
                 * GenerationFailed status.
                 * @member {number} status
                 * @memberof degs.events.v1.GenerationFailed
                 * @instance
                 */
                GenerationFailed.prototype.status = 0;

                /**
                 * GenerationFailed error.
                 * @member {string} error
                 * @memberof degs.events.v1.GenerationFailed
                 * @instance
                 */
                GenerationFailed.prototype.error = "";

                /**
                 * Creates a new GenerationFailed instance using the specified properties.
                 * @function create
                 * @memberof degs.events.v1.GenerationFailed
                 * @static
                 * @param {degs.events.v1.GenerationFailed.$Properties=} [properties] Properties to set
                 * @returns {degs.events.v1.GenerationFailed} GenerationFailed instance
                 * @type {{
                 *   (properties: degs.events.v1.GenerationFailed.$Shape): degs.events.v1.GenerationFailed & degs.events.v1.GenerationFailed.$Shape;
                 *   (properties?: degs.events.v1.GenerationFailed.$Properties): degs.events.v1.GenerationFailed;
                 * }}
                 */
                GenerationFailed.create = function(properties) {
                    return new GenerationFailed(properties);
                };

                /**
                 * Encodes the specified GenerationFailed message. Does not implicitly {@link degs.events.v1.GenerationFailed.verify|verify} messages.
                 * @function encode
                 * @memberof degs.events.v1.GenerationFailed
                 * @static
                 * @param {degs.events.v1.GenerationFailed.$Properties} m GenerationFailed message or plain object to encode
                 * @param {$protobuf.Writer} [w] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                GenerationFailed.encode = function (m, w, q) {
                    if (!w)
                        w = $Writer.create();
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (m.job_id != null && $Object.hasOwnProperty.call(m, "job_id") && m.job_id !== "")
                        w.uint32(/* id 1, wireType 2 =*/10).string(m.job_id);
                    if (m.kv_key != null && $Object.hasOwnProperty.call(m, "kv_key") && m.kv_key !== "")
                        w.uint32(/* id 2, wireType 2 =*/18).string(m.kv_key);
                    if (m.user_id != null && $Object.hasOwnProperty.call(m, "user_id") && m.user_id !== "")
                        w.uint32(/* id 3, wireType 2 =*/26).string(m.user_id);
                    if (m.status != null && $Object.hasOwnProperty.call(m, "status") && m.status !== 0)
                        w.uint32(/* id 4, wireType 0 =*/32).int32(m.status);
                    if (m.error != null && $Object.hasOwnProperty.call(m, "error") && m.error !== "")
                        w.uint32(/* id 5, wireType 2 =*/42).string(m.error);
                    if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                        for (var i = 0; i < m.$unknowns.length; ++i)
                            w.raw(m.$unknowns[i]);
                    return w;
                };

                /**
                 * Encodes the specified GenerationFailed message, length delimited. Does not implicitly {@link degs.events.v1.GenerationFailed.verify|verify} messages.
                 * @function encodeDelimited
                 * @memberof degs.events.v1.GenerationFailed
                 * @static
                 * @param {degs.events.v1.GenerationFailed.$Properties} message GenerationFailed message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                GenerationFailed.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                /**
                 * Decodes a GenerationFailed message from the specified reader or buffer.
                 * @function decode
                 * @memberof degs.events.v1.GenerationFailed
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
                 * @param {number} [l] Message length if known beforehand
                 * @returns {degs.events.v1.GenerationFailed & degs.events.v1.GenerationFailed.$Shape} GenerationFailed
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                GenerationFailed.decode = function (r, l, z, q, g) {
                    if (!(r instanceof $Reader))
                        r = $Reader.create(r);
                    if (q === $undefined)
                        q = 0;
                    if (q > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    var c, m, v;
                    if (l === $undefined)
                        c = r.len;
                    else {
                        c = r.pos + l;
                        if (c > r.len)
                            throw $RangeError("index out of range");
                        l = r.len;
                        r.len = c;
                    }
                    m = g || new $root.degs.events.v1.GenerationFailed();
                    while (r.pos < c) {
                        var s = r.pos;
                        var t = r.tag();
                        if (t === z) {
                            z = $undefined;
                            break;
                        }
                        var u = t & 7;
                        switch (t >>>= 3) {
                        case 1: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.job_id = v;
                                else
                                    delete m.job_id;
                                continue;
                            }
                        case 2: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.kv_key = v;
                                else
                                    delete m.kv_key;
                                continue;
                            }
                        case 3: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.user_id = v;
                                else
                                    delete m.user_id;
                                continue;
                            }
                        case 4: {
                                if (u !== 0)
                                    break;
                                if (v = r.int32())
                                    m.status = v;
                                else
                                    delete m.status;
                                continue;
                            }
                        case 5: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.error = v;
                                else
                                    delete m.error;
                                continue;
                            }
                        }
                        r.skipType(u, q, t);
                        if (!r.discardUnknown) {
                            $util.makeProp(m, "$unknowns", false);
                            (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                        }
                    }
                    if (l !== $undefined) {
                        if (r.pos !== c)
                            throw $RangeError("index out of range");
                        r.len = l;
                    }
                    if (z !== $undefined)
                        throw $Error("missing end group");
                    return m;
                };

                /**
                 * Decodes a GenerationFailed message from the specified reader or buffer, length delimited.
                 * @function decodeDelimited
                 * @memberof degs.events.v1.GenerationFailed
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @returns {degs.events.v1.GenerationFailed & degs.events.v1.GenerationFailed.$Shape} GenerationFailed
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                GenerationFailed.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                /**
                 * Verifies a GenerationFailed message.
                 * @function verify
                 * @memberof degs.events.v1.GenerationFailed
                 * @static
                 * @param {Object.<string,*>} m Plain object to verify
                 * @returns {string|null} `null` if valid, otherwise the reason why it is not
                 */
                GenerationFailed.verify = function (m, q) {
                    if (typeof m !== "object" || m === null)
                        return "object expected";
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        return "max depth exceeded";
                    if (m.job_id != null && $Object.hasOwnProperty.call(m, "job_id")) {
                        if (!$util.isString(m.job_id))
                            return "job_id: string expected";
                    }
                    if (m.kv_key != null && $Object.hasOwnProperty.call(m, "kv_key")) {
                        if (!$util.isString(m.kv_key))
                            return "kv_key: string expected";
                    }
                    if (m.user_id != null && $Object.hasOwnProperty.call(m, "user_id")) {
                        if (!$util.isString(m.user_id))
                            return "user_id: string expected";
                    }
                    if (m.status != null && $Object.hasOwnProperty.call(m, "status")) {
                        if (!$util.isInteger(m.status))
                            return "status: integer expected";
                    }
                    if (m.error != null && $Object.hasOwnProperty.call(m, "error")) {
                        if (!$util.isString(m.error))
                            return "error: string expected";
                    }
                    return null;
                };

                /**
                 * Creates a GenerationFailed message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof degs.events.v1.GenerationFailed
                 * @static
                 * @param {Object.<string,*>} d Plain object
                 * @returns {degs.events.v1.GenerationFailed} GenerationFailed
                 */
                GenerationFailed.fromObject = function (d, q) {
                    if (d instanceof $root.degs.events.v1.GenerationFailed)
                        return d;
                    if (!$util.isObject(d))
                        throw $TypeError(".degs.events.v1.GenerationFailed: object expected");
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var m = new $root.degs.events.v1.GenerationFailed();
                    if (d.job_id != null) {
                        if (typeof d.job_id !== "string" || d.job_id.length) {
                            m.job_id = $String(d.job_id);
                        }
                    }
                    if (d.kv_key != null) {
                        if (typeof d.kv_key !== "string" || d.kv_key.length) {
                            m.kv_key = $String(d.kv_key);
                        }
                    }
                    if (d.user_id != null) {
                        if (typeof d.user_id !== "string" || d.user_id.length) {
                            m.user_id = $String(d.user_id);
                        }
                    }
                    if (d.status != null) {
                        if ($Number(d.status) !== 0) {
                            m.status = d.status | 0;
                        }
                    }
                    if (d.error != null) {
                        if (typeof d.error !== "string" || d.error.length) {
                            m.error = $String(d.error);
                        }
                    }
                    return m;
                };

                /**
                 * Creates a plain object from a GenerationFailed message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof degs.events.v1.GenerationFailed
                 * @static
                 * @param {degs.events.v1.GenerationFailed} m GenerationFailed
                 * @param {$protobuf.IConversionOptions} [o] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                GenerationFailed.toObject = function (m, o, q) {
                    if (!o)
                        o = {};
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var d = {};
                    if (o.defaults) {
                        d.job_id = "";
                        d.kv_key = "";
                        d.user_id = "";
                        d.status = 0;
                        d.error = "";
                    }
                    if (m.job_id != null && $Object.hasOwnProperty.call(m, "job_id")) {
                        d.job_id = m.job_id;
                    }
                    if (m.kv_key != null && $Object.hasOwnProperty.call(m, "kv_key")) {
                        d.kv_key = m.kv_key;
                    }
                    if (m.user_id != null && $Object.hasOwnProperty.call(m, "user_id")) {
                        d.user_id = m.user_id;
                    }
                    if (m.status != null && $Object.hasOwnProperty.call(m, "status")) {
                        d.status = m.status;
                    }
                    if (m.error != null && $Object.hasOwnProperty.call(m, "error")) {
                        d.error = m.error;
                    }
                    return d;
                };

                /**
                 * Converts this GenerationFailed to JSON.
                 * @function toJSON
                 * @memberof degs.events.v1.GenerationFailed
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                GenerationFailed.prototype.toJSON = function() {
                    return GenerationFailed.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for GenerationFailed
                 * @function getTypeUrl
                 * @memberof degs.events.v1.GenerationFailed
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                GenerationFailed.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/degs.events.v1.GenerationFailed";
                };

                return GenerationFailed;
            })();

            v1.GameLiked = (function() {

                /**
                 * Properties of a GameLiked.
                 * @typedef {Object} degs.events.v1.GameLiked.$Properties
                 * @property {string|null} [game_key] GameLiked game_key
                 * @property {string|null} [user_id] GameLiked user_id
                 * @property {string|null} [author_id] GameLiked author_id
                 * @property {string|null} [game_name] GameLiked game_name
                 * @property {number|null} [liked_at_ms] GameLiked liked_at_ms
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a GameLiked.
                 * @memberof degs.events.v1
                 * @interface IGameLiked
                 * @augments degs.events.v1.GameLiked.$Properties
                 * @deprecated Use degs.events.v1.GameLiked.$Properties instead.
                 */

                /**
                 * Shape of a GameLiked.
                 * @typedef {degs.events.v1.GameLiked.$Properties} degs.events.v1.GameLiked.$Shape
                 */

                /**
                 * Constructs a new GameLiked.
                 * @memberof degs.events.v1
                 * @classdesc Represents a GameLiked.
                 * @constructor
                 * @param {degs.events.v1.GameLiked.$Properties=} [p] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                var GameLiked = function (p) {
                    if (p)
                        for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                            if (p[ks[i]] != null && ks[i] !== "__proto__")
                                this[ks[i]] = p[ks[i]];
                };

                /**
                 * GameLiked game_key.
                 * @member {string} game_key
                 * @memberof degs.events.v1.GameLiked
                 * @instance
                 */
                GameLiked.prototype.game_key = "";

                /**
                 * GameLiked user_id.
                 * @member {string} user_id
                 * @memberof degs.events.v1.GameLiked
                 * @instance
                 */
                GameLiked.prototype.user_id = "";

                /**
                 * GameLiked author_id.
                 * @member {string} author_id
                 * @memberof degs.events.v1.GameLiked
                 * @instance
                 */
                GameLiked.prototype.author_id = "";

                /**
                 * GameLiked game_name.
                 * @member {string} game_name
                 * @memberof degs.events.v1.GameLiked
                 * @instance
                 */
                GameLiked.prototype.game_name = "";

                /**
                 * GameLiked liked_at_ms.
                 * @member {number} liked_at_ms
                 * @memberof degs.events.v1.GameLiked
                 * @instance
                 */
                GameLiked.prototype.liked_at_ms = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

                /**
                 * Creates a new GameLiked instance using the specified properties.
                 * @function create
                 * @memberof degs.events.v1.GameLiked
                 * @static
                 * @param {degs.events.v1.GameLiked.$Properties=} [properties] Properties to set
                 * @returns {degs.events.v1.GameLiked} GameLiked instance
                 * @type {{
                 *   (properties: degs.events.v1.GameLiked.$Shape): degs.events.v1.GameLiked & degs.events.v1.GameLiked.$Shape;
                 *   (properties?: degs.events.v1.GameLiked.$Properties): degs.events.v1.GameLiked;
                 * }}
                 */
                GameLiked.create = function(properties) {
                    return new GameLiked(properties);
                };

                /**
                 * Encodes the specified GameLiked message. Does not implicitly {@link degs.events.v1.GameLiked.verify|verify} messages.
                 * @function encode
                 * @memberof degs.events.v1.GameLiked
                 * @static
                 * @param {degs.events.v1.GameLiked.$Properties} m GameLiked message or plain object to encode
                 * @param {$protobuf.Writer} [w] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                GameLiked.encode = function (m, w, q) {
                    if (!w)
                        w = $Writer.create();
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (m.game_key != null && $Object.hasOwnProperty.call(m, "game_key") && m.game_key !== "")
                        w.uint32(/* id 1, wireType 2 =*/10).string(m.game_key);
                    if (m.user_id != null && $Object.hasOwnProperty.call(m, "user_id") && m.user_id !== "")
                        w.uint32(/* id 2, wireType 2 =*/18).string(m.user_id);
                    if (m.author_id != null && $Object.hasOwnProperty.call(m, "author_id") && m.author_id !== "")
                        w.uint32(/* id 3, wireType 2 =*/26).string(m.author_id);
                    if (m.game_name != null && $Object.hasOwnProperty.call(m, "game_name") && m.game_name !== "")
                        w.uint32(/* id 4, wireType 2 =*/34).string(m.game_name);
                    if (m.liked_at_ms != null && $Object.hasOwnProperty.call(m, "liked_at_ms") && (typeof m.liked_at_ms === "object" ? m.liked_at_ms.low || m.liked_at_ms.high : m.liked_at_ms !== 0))
                        w.uint32(/* id 5, wireType 0 =*/40).int64(m.liked_at_ms);
                    if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                        for (var i = 0; i < m.$unknowns.length; ++i)
                            w.raw(m.$unknowns[i]);
                    return w;
                };

                /**
                 * Encodes the specified GameLiked message, length delimited. Does not implicitly {@link degs.events.v1.GameLiked.verify|verify} messages.
                 * @function encodeDelimited
                 * @memberof degs.events.v1.GameLiked
                 * @static
                 * @param {degs.events.v1.GameLiked.$Properties} message GameLiked message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                GameLiked.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                /**
                 * Decodes a GameLiked message from the specified reader or buffer.
                 * @function decode
                 * @memberof degs.events.v1.GameLiked
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
                 * @param {number} [l] Message length if known beforehand
                 * @returns {degs.events.v1.GameLiked & degs.events.v1.GameLiked.$Shape} GameLiked
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                GameLiked.decode = function (r, l, z, q, g) {
                    if (!(r instanceof $Reader))
                        r = $Reader.create(r);
                    if (q === $undefined)
                        q = 0;
                    if (q > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    var c, m, v;
                    if (l === $undefined)
                        c = r.len;
                    else {
                        c = r.pos + l;
                        if (c > r.len)
                            throw $RangeError("index out of range");
                        l = r.len;
                        r.len = c;
                    }
                    m = g || new $root.degs.events.v1.GameLiked();
                    while (r.pos < c) {
                        var s = r.pos;
                        var t = r.tag();
                        if (t === z) {
                            z = $undefined;
                            break;
                        }
                        var u = t & 7;
                        switch (t >>>= 3) {
                        case 1: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.game_key = v;
                                else
                                    delete m.game_key;
                                continue;
                            }
                        case 2: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.user_id = v;
                                else
                                    delete m.user_id;
                                continue;
                            }
                        case 3: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.author_id = v;
                                else
                                    delete m.author_id;
                                continue;
                            }
                        case 4: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.game_name = v;
                                else
                                    delete m.game_name;
                                continue;
                            }
                        case 5: {
                                if (u !== 0)
                                    break;
                                if (typeof (v = r.int64()) === "object" ? v.low || v.high : v !== 0)
                                    m.liked_at_ms = v;
                                else
                                    delete m.liked_at_ms;
                                continue;
                            }
                        }
                        r.skipType(u, q, t);
                        if (!r.discardUnknown) {
                            $util.makeProp(m, "$unknowns", false);
                            (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                        }
                    }
                    if (l !== $undefined) {
                        if (r.pos !== c)
                            throw $RangeError("index out of range");
                        r.len = l;
                    }
                    if (z !== $undefined)
                        throw $Error("missing end group");
                    return m;
                };

                /**
                 * Decodes a GameLiked message from the specified reader or buffer, length delimited.
                 * @function decodeDelimited
                 * @memberof degs.events.v1.GameLiked
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @returns {degs.events.v1.GameLiked & degs.events.v1.GameLiked.$Shape} GameLiked
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                GameLiked.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                /**
                 * Verifies a GameLiked message.
                 * @function verify
                 * @memberof degs.events.v1.GameLiked
                 * @static
                 * @param {Object.<string,*>} m Plain object to verify
                 * @returns {string|null} `null` if valid, otherwise the reason why it is not
                 */
                GameLiked.verify = function (m, q) {
                    if (typeof m !== "object" || m === null)
                        return "object expected";
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        return "max depth exceeded";
                    if (m.game_key != null && $Object.hasOwnProperty.call(m, "game_key")) {
                        if (!$util.isString(m.game_key))
                            return "game_key: string expected";
                    }
                    if (m.user_id != null && $Object.hasOwnProperty.call(m, "user_id")) {
                        if (!$util.isString(m.user_id))
                            return "user_id: string expected";
                    }
                    if (m.author_id != null && $Object.hasOwnProperty.call(m, "author_id")) {
                        if (!$util.isString(m.author_id))
                            return "author_id: string expected";
                    }
                    if (m.game_name != null && $Object.hasOwnProperty.call(m, "game_name")) {
                        if (!$util.isString(m.game_name))
                            return "game_name: string expected";
                    }
                    if (m.liked_at_ms != null && $Object.hasOwnProperty.call(m, "liked_at_ms")) {
                        if (!$util.isInteger(m.liked_at_ms) && !(m.liked_at_ms && $util.isInteger(m.liked_at_ms.low) && $util.isInteger(m.liked_at_ms.high)))
                            return "liked_at_ms: integer|Long expected";
                    }
                    return null;
                };

                /**
                 * Creates a GameLiked message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof degs.events.v1.GameLiked
                 * @static
                 * @param {Object.<string,*>} d Plain object
                 * @returns {degs.events.v1.GameLiked} GameLiked
                 */
                GameLiked.fromObject = function (d, q) {
                    if (d instanceof $root.degs.events.v1.GameLiked)
                        return d;
                    if (!$util.isObject(d))
                        throw $TypeError(".degs.events.v1.GameLiked: object expected");
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var m = new $root.degs.events.v1.GameLiked();
                    if (d.game_key != null) {
                        if (typeof d.game_key !== "string" || d.game_key.length) {
                            m.game_key = $String(d.game_key);
                        }
                    }
                    if (d.user_id != null) {
                        if (typeof d.user_id !== "string" || d.user_id.length) {
                            m.user_id = $String(d.user_id);
                        }
                    }
                    if (d.author_id != null) {
                        if (typeof d.author_id !== "string" || d.author_id.length) {
                            m.author_id = $String(d.author_id);
                        }
                    }
                    if (d.game_name != null) {
                        if (typeof d.game_name !== "string" || d.game_name.length) {
                            m.game_name = $String(d.game_name);
                        }
                    }
                    if (d.liked_at_ms != null) {
                        if (typeof d.liked_at_ms === "object" ? d.liked_at_ms.low || d.liked_at_ms.high : $Number(d.liked_at_ms) !== 0) {
                            if ($util.Long)
                                m.liked_at_ms = $util.Long.fromValue(d.liked_at_ms, false);
                            else if (typeof d.liked_at_ms === "string")
                                m.liked_at_ms = $parseInt(d.liked_at_ms, 10);
                            else if (typeof d.liked_at_ms === "number")
                                m.liked_at_ms = d.liked_at_ms;
                            else if (typeof d.liked_at_ms === "object")
                                m.liked_at_ms = new $util.LongBits(d.liked_at_ms.low >>> 0, d.liked_at_ms.high >>> 0).toNumber();
                        }
                    }
                    return m;
                };

                /**
                 * Creates a plain object from a GameLiked message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof degs.events.v1.GameLiked
                 * @static
                 * @param {degs.events.v1.GameLiked} m GameLiked
                 * @param {$protobuf.IConversionOptions} [o] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                GameLiked.toObject = function (m, o, q) {
                    if (!o)
                        o = {};
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var d = {};
                    if (o.defaults) {
                        d.game_key = "";
                        d.user_id = "";
                        d.author_id = "";
                        d.game_name = "";
                        if ($util.Long) {
                            var n = new $util.Long(0, 0, false);
                            d.liked_at_ms = o.longs === $String ? n.toString() : o.longs === $Number ? n.toNumber() : typeof $BigInt !== "undefined" && o.longs === $BigInt ? n.toBigInt() : n;
                        } else
                            d.liked_at_ms = o.longs === $String ? "0" : typeof $BigInt !== "undefined" && o.longs === $BigInt ? $BigInt("0") : 0;
                    }
                    if (m.game_key != null && $Object.hasOwnProperty.call(m, "game_key")) {
                        d.game_key = m.game_key;
                    }
                    if (m.user_id != null && $Object.hasOwnProperty.call(m, "user_id")) {
                        d.user_id = m.user_id;
                    }
                    if (m.author_id != null && $Object.hasOwnProperty.call(m, "author_id")) {
                        d.author_id = m.author_id;
                    }
                    if (m.game_name != null && $Object.hasOwnProperty.call(m, "game_name")) {
                        d.game_name = m.game_name;
                    }
                    if (m.liked_at_ms != null && $Object.hasOwnProperty.call(m, "liked_at_ms")) {
                        if (typeof $BigInt !== "undefined" && o.longs === $BigInt)
                            d.liked_at_ms = typeof m.liked_at_ms === "number" ? $BigInt(m.liked_at_ms) : $util.Long.fromBits(m.liked_at_ms.low >>> 0, m.liked_at_ms.high >>> 0, false).toBigInt();
                        else if (typeof m.liked_at_ms === "number")
                            d.liked_at_ms = o.longs === $String ? $String(m.liked_at_ms) : m.liked_at_ms;
                        else
                            d.liked_at_ms = o.longs === $String ? $util.Long.prototype.toString.call(m.liked_at_ms) : o.longs === $Number ? new $util.LongBits(m.liked_at_ms.low >>> 0, m.liked_at_ms.high >>> 0).toNumber() : m.liked_at_ms;
                    }
                    return d;
                };

                /**
                 * Converts this GameLiked to JSON.
                 * @function toJSON
                 * @memberof degs.events.v1.GameLiked
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                GameLiked.prototype.toJSON = function() {
                    return GameLiked.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for GameLiked
                 * @function getTypeUrl
                 * @memberof degs.events.v1.GameLiked
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                GameLiked.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/degs.events.v1.GameLiked";
                };

                return GameLiked;
            })();

            v1.GameUnliked = (function() {

                /**
                 * Properties of a GameUnliked.
                 * @typedef {Object} degs.events.v1.GameUnliked.$Properties
                 * @property {string|null} [game_key] GameUnliked game_key
                 * @property {string|null} [user_id] GameUnliked user_id
                 * @property {string|null} [author_id] GameUnliked author_id
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a GameUnliked.
                 * @memberof degs.events.v1
                 * @interface IGameUnliked
                 * @augments degs.events.v1.GameUnliked.$Properties
                 * @deprecated Use degs.events.v1.GameUnliked.$Properties instead.
                 */

                /**
                 * Shape of a GameUnliked.
                 * @typedef {degs.events.v1.GameUnliked.$Properties} degs.events.v1.GameUnliked.$Shape
                 */

                /**
                 * Constructs a new GameUnliked.
                 * @memberof degs.events.v1
                 * @classdesc Represents a GameUnliked.
                 * @constructor
                 * @param {degs.events.v1.GameUnliked.$Properties=} [p] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                var GameUnliked = function (p) {
                    if (p)
                        for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                            if (p[ks[i]] != null && ks[i] !== "__proto__")
                                this[ks[i]] = p[ks[i]];
                };

                /**
                 * GameUnliked game_key.
                 * @member {string} game_key
                 * @memberof degs.events.v1.GameUnliked
                 * @instance
                 */
                GameUnliked.prototype.game_key = "";

                /**
                 * GameUnliked user_id.
                 * @member {string} user_id
                 * @memberof degs.events.v1.GameUnliked
                 * @instance
                 */
                GameUnliked.prototype.user_id = "";

                /**
                 * GameUnliked author_id.
                 * @member {string} author_id
                 * @memberof degs.events.v1.GameUnliked
                 * @instance
                 */
                GameUnliked.prototype.author_id = "";

                /**
                 * Creates a new GameUnliked instance using the specified properties.
                 * @function create
                 * @memberof degs.events.v1.GameUnliked
                 * @static
                 * @param {degs.events.v1.GameUnliked.$Properties=} [properties] Properties to set
                 * @returns {degs.events.v1.GameUnliked} GameUnliked instance
                 * @type {{
                 *   (properties: degs.events.v1.GameUnliked.$Shape): degs.events.v1.GameUnliked & degs.events.v1.GameUnliked.$Shape;
                 *   (properties?: degs.events.v1.GameUnliked.$Properties): degs.events.v1.GameUnliked;
                 * }}
                 */
                GameUnliked.create = function(properties) {
                    return new GameUnliked(properties);
                };

                /**
                 * Encodes the specified GameUnliked message. Does not implicitly {@link degs.events.v1.GameUnliked.verify|verify} messages.
                 * @function encode
                 * @memberof degs.events.v1.GameUnliked
                 * @static
                 * @param {degs.events.v1.GameUnliked.$Properties} m GameUnliked message or plain object to encode
                 * @param {$protobuf.Writer} [w] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                GameUnliked.encode = function (m, w, q) {
                    if (!w)
                        w = $Writer.create();
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (m.game_key != null && $Object.hasOwnProperty.call(m, "game_key") && m.game_key !== "")
                        w.uint32(/* id 1, wireType 2 =*/10).string(m.game_key);
                    if (m.user_id != null && $Object.hasOwnProperty.call(m, "user_id") && m.user_id !== "")
                        w.uint32(/* id 2, wireType 2 =*/18).string(m.user_id);
                    if (m.author_id != null && $Object.hasOwnProperty.call(m, "author_id") && m.author_id !== "")
                        w.uint32(/* id 3, wireType 2 =*/26).string(m.author_id);
                    if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                        for (var i = 0; i < m.$unknowns.length; ++i)
                            w.raw(m.$unknowns[i]);
                    return w;
                };

                /**
                 * Encodes the specified GameUnliked message, length delimited. Does not implicitly {@link degs.events.v1.GameUnliked.verify|verify} messages.
                 * @function encodeDelimited
                 * @memberof degs.events.v1.GameUnliked
                 * @static
                 * @param {degs.events.v1.GameUnliked.$Properties} message GameUnliked message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                GameUnliked.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                /**
                 * Decodes a GameUnliked message from the specified reader or buffer.
                 * @function decode
                 * @memberof degs.events.v1.GameUnliked
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
                 * @param {number} [l] Message length if known beforehand
                 * @returns {degs.events.v1.GameUnliked & degs.events.v1.GameUnliked.$Shape} GameUnliked
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                GameUnliked.decode = function (r, l, z, q, g) {
                    if (!(r instanceof $Reader))
                        r = $Reader.create(r);
                    if (q === $undefined)
                        q = 0;
                    if (q > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    var c, m, v;
                    if (l === $undefined)
                        c = r.len;
                    else {
                        c = r.pos + l;
                        if (c > r.len)
                            throw $RangeError("index out of range");
                        l = r.len;
                        r.len = c;
                    }
                    m = g || new $root.degs.events.v1.GameUnliked();
                    while (r.pos < c) {
                        var s = r.pos;
                        var t = r.tag();
                        if (t === z) {
                            z = $undefined;
                            break;
                        }
                        var u = t & 7;
                        switch (t >>>= 3) {
                        case 1: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.game_key = v;
                                else
                                    delete m.game_key;
                                continue;
                            }
                        case 2: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.user_id = v;
                                else
                                    delete m.user_id;
                                continue;
                            }
                        case 3: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.author_id = v;
                                else
                                    delete m.author_id;
                                continue;
                            }
                        }
                        r.skipType(u, q, t);
                        if (!r.discardUnknown) {
                            $util.makeProp(m, "$unknowns", false);
                            (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                        }
                    }
                    if (l !== $undefined) {
                        if (r.pos !== c)
                            throw $RangeError("index out of range");
                        r.len = l;
                    }
                    if (z !== $undefined)
                        throw $Error("missing end group");
                    return m;
                };

                /**
                 * Decodes a GameUnliked message from the specified reader or buffer, length delimited.
                 * @function decodeDelimited
                 * @memberof degs.events.v1.GameUnliked
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @returns {degs.events.v1.GameUnliked & degs.events.v1.GameUnliked.$Shape} GameUnliked
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                GameUnliked.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                /**
                 * Verifies a GameUnliked message.
                 * @function verify
                 * @memberof degs.events.v1.GameUnliked
                 * @static
                 * @param {Object.<string,*>} m Plain object to verify
                 * @returns {string|null} `null` if valid, otherwise the reason why it is not
                 */
                GameUnliked.verify = function (m, q) {
                    if (typeof m !== "object" || m === null)
                        return "object expected";
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        return "max depth exceeded";
                    if (m.game_key != null && $Object.hasOwnProperty.call(m, "game_key")) {
                        if (!$util.isString(m.game_key))
                            return "game_key: string expected";
                    }
                    if (m.user_id != null && $Object.hasOwnProperty.call(m, "user_id")) {
                        if (!$util.isString(m.user_id))
                            return "user_id: string expected";
                    }
                    if (m.author_id != null && $Object.hasOwnProperty.call(m, "author_id")) {
                        if (!$util.isString(m.author_id))
                            return "author_id: string expected";
                    }
                    return null;
                };

                /**
                 * Creates a GameUnliked message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof degs.events.v1.GameUnliked
                 * @static
                 * @param {Object.<string,*>} d Plain object
                 * @returns {degs.events.v1.GameUnliked} GameUnliked
                 */
                GameUnliked.fromObject = function (d, q) {
                    if (d instanceof $root.degs.events.v1.GameUnliked)
                        return d;
                    if (!$util.isObject(d))
                        throw $TypeError(".degs.events.v1.GameUnliked: object expected");
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var m = new $root.degs.events.v1.GameUnliked();
                    if (d.game_key != null) {
                        if (typeof d.game_key !== "string" || d.game_key.length) {
                            m.game_key = $String(d.game_key);
                        }
                    }
                    if (d.user_id != null) {
                        if (typeof d.user_id !== "string" || d.user_id.length) {
                            m.user_id = $String(d.user_id);
                        }
                    }
                    if (d.author_id != null) {
                        if (typeof d.author_id !== "string" || d.author_id.length) {
                            m.author_id = $String(d.author_id);
                        }
                    }
                    return m;
                };

                /**
                 * Creates a plain object from a GameUnliked message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof degs.events.v1.GameUnliked
                 * @static
                 * @param {degs.events.v1.GameUnliked} m GameUnliked
                 * @param {$protobuf.IConversionOptions} [o] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                GameUnliked.toObject = function (m, o, q) {
                    if (!o)
                        o = {};
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var d = {};
                    if (o.defaults) {
                        d.game_key = "";
                        d.user_id = "";
                        d.author_id = "";
                    }
                    if (m.game_key != null && $Object.hasOwnProperty.call(m, "game_key")) {
                        d.game_key = m.game_key;
                    }
                    if (m.user_id != null && $Object.hasOwnProperty.call(m, "user_id")) {
                        d.user_id = m.user_id;
                    }
                    if (m.author_id != null && $Object.hasOwnProperty.call(m, "author_id")) {
                        d.author_id = m.author_id;
                    }
                    return d;
                };

                /**
                 * Converts this GameUnliked to JSON.
                 * @function toJSON
                 * @memberof degs.events.v1.GameUnliked
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                GameUnliked.prototype.toJSON = function() {
                    return GameUnliked.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for GameUnliked
                 * @function getTypeUrl
                 * @memberof degs.events.v1.GameUnliked
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                GameUnliked.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/degs.events.v1.GameUnliked";
                };

                return GameUnliked;
            })();

            v1.UserFollowed = (function() {

                /**
                 * Properties of a UserFollowed.
                 * @typedef {Object} degs.events.v1.UserFollowed.$Properties
                 * @property {string|null} [follower_id] UserFollowed follower_id
                 * @property {string|null} [followee_id] UserFollowed followee_id
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a UserFollowed.
                 * @memberof degs.events.v1
                 * @interface IUserFollowed
                 * @augments degs.events.v1.UserFollowed.$Properties
                 * @deprecated Use degs.events.v1.UserFollowed.$Properties instead.
                 */

                /**
                 * Shape of a UserFollowed.
                 * @typedef {degs.events.v1.UserFollowed.$Properties} degs.events.v1.UserFollowed.$Shape
                 */

                /**
                 * Constructs a new UserFollowed.
                 * @memberof degs.events.v1
                 * @classdesc Represents a UserFollowed.
                 * @constructor
                 * @param {degs.events.v1.UserFollowed.$Properties=} [p] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                var UserFollowed = function (p) {
                    if (p)
                        for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                            if (p[ks[i]] != null && ks[i] !== "__proto__")
                                this[ks[i]] = p[ks[i]];
                };

                /**
                 * UserFollowed follower_id.
                 * @member {string} follower_id
                 * @memberof degs.events.v1.UserFollowed
                 * @instance
                 */
                UserFollowed.prototype.follower_id = "";

                /**
                 * UserFollowed followee_id.
                 * @member {string} followee_id
                 * @memberof degs.events.v1.UserFollowed
                 * @instance
                 */
                UserFollowed.prototype.followee_id = "";

                /**
                 * Creates a new UserFollowed instance using the specified properties.
                 * @function create
                 * @memberof degs.events.v1.UserFollowed
                 * @static
                 * @param {degs.events.v1.UserFollowed.$Properties=} [properties] Properties to set
                 * @returns {degs.events.v1.UserFollowed} UserFollowed instance
                 * @type {{
                 *   (properties: degs.events.v1.UserFollowed.$Shape): degs.events.v1.UserFollowed & degs.events.v1.UserFollowed.$Shape;
                 *   (properties?: degs.events.v1.UserFollowed.$Properties): degs.events.v1.UserFollowed;
                 * }}
                 */
                UserFollowed.create = function(properties) {
                    return new UserFollowed(properties);
                };

                /**
                 * Encodes the specified UserFollowed message. Does not implicitly {@link degs.events.v1.UserFollowed.verify|verify} messages.
                 * @function encode
                 * @memberof degs.events.v1.UserFollowed
                 * @static
                 * @param {degs.events.v1.UserFollowed.$Properties} m UserFollowed message or plain object to encode
                 * @param {$protobuf.Writer} [w] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                UserFollowed.encode = function (m, w, q) {
                    if (!w)
                        w = $Writer.create();
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (m.follower_id != null && $Object.hasOwnProperty.call(m, "follower_id") && m.follower_id !== "")
                        w.uint32(/* id 1, wireType 2 =*/10).string(m.follower_id);
                    if (m.followee_id != null && $Object.hasOwnProperty.call(m, "followee_id") && m.followee_id !== "")
                        w.uint32(/* id 2, wireType 2 =*/18).string(m.followee_id);
                    if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                        for (var i = 0; i < m.$unknowns.length; ++i)
                            w.raw(m.$unknowns[i]);
                    return w;
                };

                /**
                 * Encodes the specified UserFollowed message, length delimited. Does not implicitly {@link degs.events.v1.UserFollowed.verify|verify} messages.
                 * @function encodeDelimited
                 * @memberof degs.events.v1.UserFollowed
                 * @static
                 * @param {degs.events.v1.UserFollowed.$Properties} message UserFollowed message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                UserFollowed.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                /**
                 * Decodes a UserFollowed message from the specified reader or buffer.
                 * @function decode
                 * @memberof degs.events.v1.UserFollowed
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
                 * @param {number} [l] Message length if known beforehand
                 * @returns {degs.events.v1.UserFollowed & degs.events.v1.UserFollowed.$Shape} UserFollowed
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                UserFollowed.decode = function (r, l, z, q, g) {
                    if (!(r instanceof $Reader))
                        r = $Reader.create(r);
                    if (q === $undefined)
                        q = 0;
                    if (q > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    var c, m, v;
                    if (l === $undefined)
                        c = r.len;
                    else {
                        c = r.pos + l;
                        if (c > r.len)
                            throw $RangeError("index out of range");
                        l = r.len;
                        r.len = c;
                    }
                    m = g || new $root.degs.events.v1.UserFollowed();
                    while (r.pos < c) {
                        var s = r.pos;
                        var t = r.tag();
                        if (t === z) {
                            z = $undefined;
                            break;
                        }
                        var u = t & 7;
                        switch (t >>>= 3) {
                        case 1: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.follower_id = v;
                                else
                                    delete m.follower_id;
                                continue;
                            }
                        case 2: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.followee_id = v;
                                else
                                    delete m.followee_id;
                                continue;
                            }
                        }
                        r.skipType(u, q, t);
                        if (!r.discardUnknown) {
                            $util.makeProp(m, "$unknowns", false);
                            (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                        }
                    }
                    if (l !== $undefined) {
                        if (r.pos !== c)
                            throw $RangeError("index out of range");
                        r.len = l;
                    }
                    if (z !== $undefined)
                        throw $Error("missing end group");
                    return m;
                };

                /**
                 * Decodes a UserFollowed message from the specified reader or buffer, length delimited.
                 * @function decodeDelimited
                 * @memberof degs.events.v1.UserFollowed
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @returns {degs.events.v1.UserFollowed & degs.events.v1.UserFollowed.$Shape} UserFollowed
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                UserFollowed.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                /**
                 * Verifies a UserFollowed message.
                 * @function verify
                 * @memberof degs.events.v1.UserFollowed
                 * @static
                 * @param {Object.<string,*>} m Plain object to verify
                 * @returns {string|null} `null` if valid, otherwise the reason why it is not
                 */
                UserFollowed.verify = function (m, q) {
                    if (typeof m !== "object" || m === null)
                        return "object expected";
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        return "max depth exceeded";
                    if (m.follower_id != null && $Object.hasOwnProperty.call(m, "follower_id")) {
                        if (!$util.isString(m.follower_id))
                            return "follower_id: string expected";
                    }
                    if (m.followee_id != null && $Object.hasOwnProperty.call(m, "followee_id")) {
                        if (!$util.isString(m.followee_id))
                            return "followee_id: string expected";
                    }
                    return null;
                };

                /**
                 * Creates a UserFollowed message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof degs.events.v1.UserFollowed
                 * @static
                 * @param {Object.<string,*>} d Plain object
                 * @returns {degs.events.v1.UserFollowed} UserFollowed
                 */
                UserFollowed.fromObject = function (d, q) {
                    if (d instanceof $root.degs.events.v1.UserFollowed)
                        return d;
                    if (!$util.isObject(d))
                        throw $TypeError(".degs.events.v1.UserFollowed: object expected");
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var m = new $root.degs.events.v1.UserFollowed();
                    if (d.follower_id != null) {
                        if (typeof d.follower_id !== "string" || d.follower_id.length) {
                            m.follower_id = $String(d.follower_id);
                        }
                    }
                    if (d.followee_id != null) {
                        if (typeof d.followee_id !== "string" || d.followee_id.length) {
                            m.followee_id = $String(d.followee_id);
                        }
                    }
                    return m;
                };

                /**
                 * Creates a plain object from a UserFollowed message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof degs.events.v1.UserFollowed
                 * @static
                 * @param {degs.events.v1.UserFollowed} m UserFollowed
                 * @param {$protobuf.IConversionOptions} [o] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                UserFollowed.toObject = function (m, o, q) {
                    if (!o)
                        o = {};
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var d = {};
                    if (o.defaults) {
                        d.follower_id = "";
                        d.followee_id = "";
                    }
                    if (m.follower_id != null && $Object.hasOwnProperty.call(m, "follower_id")) {
                        d.follower_id = m.follower_id;
                    }
                    if (m.followee_id != null && $Object.hasOwnProperty.call(m, "followee_id")) {
                        d.followee_id = m.followee_id;
                    }
                    return d;
                };

                /**
                 * Converts this UserFollowed to JSON.
                 * @function toJSON
                 * @memberof degs.events.v1.UserFollowed
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                UserFollowed.prototype.toJSON = function() {
                    return UserFollowed.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for UserFollowed
                 * @function getTypeUrl
                 * @memberof degs.events.v1.UserFollowed
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                UserFollowed.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/degs.events.v1.UserFollowed";
                };

                return UserFollowed;
            })();

            v1.UserUnfollowed = (function() {

                /**
                 * Properties of a UserUnfollowed.
                 * @typedef {Object} degs.events.v1.UserUnfollowed.$Properties
                 * @property {string|null} [follower_id] UserUnfollowed follower_id
                 * @property {string|null} [followee_id] UserUnfollowed followee_id
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a UserUnfollowed.
                 * @memberof degs.events.v1
                 * @interface IUserUnfollowed
                 * @augments degs.events.v1.UserUnfollowed.$Properties
                 * @deprecated Use degs.events.v1.UserUnfollowed.$Properties instead.
                 */

                /**
                 * Shape of a UserUnfollowed.
                 * @typedef {degs.events.v1.UserUnfollowed.$Properties} degs.events.v1.UserUnfollowed.$Shape
                 */

                /**
                 * Constructs a new UserUnfollowed.
                 * @memberof degs.events.v1
                 * @classdesc Represents a UserUnfollowed.
                 * @constructor
                 * @param {degs.events.v1.UserUnfollowed.$Properties=} [p] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                var UserUnfollowed = function (p) {
                    if (p)
                        for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                            if (p[ks[i]] != null && ks[i] !== "__proto__")
                                this[ks[i]] = p[ks[i]];
                };

                /**
                 * UserUnfollowed follower_id.
                 * @member {string} follower_id
                 * @memberof degs.events.v1.UserUnfollowed
                 * @instance
                 */
                UserUnfollowed.prototype.follower_id = "";

                /**
                 * UserUnfollowed followee_id.
                 * @member {string} followee_id
                 * @memberof degs.events.v1.UserUnfollowed
                 * @instance
                 */
                UserUnfollowed.prototype.followee_id = "";

                /**
                 * Creates a new UserUnfollowed instance using the specified properties.
                 * @function create
                 * @memberof degs.events.v1.UserUnfollowed
                 * @static
                 * @param {degs.events.v1.UserUnfollowed.$Properties=} [properties] Properties to set
                 * @returns {degs.events.v1.UserUnfollowed} UserUnfollowed instance
                 * @type {{
                 *   (properties: degs.events.v1.UserUnfollowed.$Shape): degs.events.v1.UserUnfollowed & degs.events.v1.UserUnfollowed.$Shape;
                 *   (properties?: degs.events.v1.UserUnfollowed.$Properties): degs.events.v1.UserUnfollowed;
                 * }}
                 */
                UserUnfollowed.create = function(properties) {
                    return new UserUnfollowed(properties);
                };

                /**
                 * Encodes the specified UserUnfollowed message. Does not implicitly {@link degs.events.v1.UserUnfollowed.verify|verify} messages.
                 * @function encode
                 * @memberof degs.events.v1.UserUnfollowed
                 * @static
                 * @param {degs.events.v1.UserUnfollowed.$Properties} m UserUnfollowed message or plain object to encode
                 * @param {$protobuf.Writer} [w] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                UserUnfollowed.encode = function (m, w, q) {
                    if (!w)
                        w = $Writer.create();
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (m.follower_id != null && $Object.hasOwnProperty.call(m, "follower_id") && m.follower_id !== "")
                        w.uint32(/* id 1, wireType 2 =*/10).string(m.follower_id);
                    if (m.followee_id != null && $Object.hasOwnProperty.call(m, "followee_id") && m.followee_id !== "")
                        w.uint32(/* id 2, wireType 2 =*/18).string(m.followee_id);
                    if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                        for (var i = 0; i < m.$unknowns.length; ++i)
                            w.raw(m.$unknowns[i]);
                    return w;
                };

                /**
                 * Encodes the specified UserUnfollowed message, length delimited. Does not implicitly {@link degs.events.v1.UserUnfollowed.verify|verify} messages.
                 * @function encodeDelimited
                 * @memberof degs.events.v1.UserUnfollowed
                 * @static
                 * @param {degs.events.v1.UserUnfollowed.$Properties} message UserUnfollowed message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                UserUnfollowed.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                /**
                 * Decodes a UserUnfollowed message from the specified reader or buffer.
                 * @function decode
                 * @memberof degs.events.v1.UserUnfollowed
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
                 * @param {number} [l] Message length if known beforehand
                 * @returns {degs.events.v1.UserUnfollowed & degs.events.v1.UserUnfollowed.$Shape} UserUnfollowed
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                UserUnfollowed.decode = function (r, l, z, q, g) {
                    if (!(r instanceof $Reader))
                        r = $Reader.create(r);
                    if (q === $undefined)
                        q = 0;
                    if (q > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    var c, m, v;
                    if (l === $undefined)
                        c = r.len;
                    else {
                        c = r.pos + l;
                        if (c > r.len)
                            throw $RangeError("index out of range");
                        l = r.len;
                        r.len = c;
                    }
                    m = g || new $root.degs.events.v1.UserUnfollowed();
                    while (r.pos < c) {
                        var s = r.pos;
                        var t = r.tag();
                        if (t === z) {
                            z = $undefined;
                            break;
                        }
                        var u = t & 7;
                        switch (t >>>= 3) {
                        case 1: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.follower_id = v;
                                else
                                    delete m.follower_id;
                                continue;
                            }
                        case 2: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.followee_id = v;
                                else
                                    delete m.followee_id;
                                continue;
                            }
                        }
                        r.skipType(u, q, t);
                        if (!r.discardUnknown) {
                            $util.makeProp(m, "$unknowns", false);
                            (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                        }
                    }
                    if (l !== $undefined) {
                        if (r.pos !== c)
                            throw $RangeError("index out of range");
                        r.len = l;
                    }
                    if (z !== $undefined)
                        throw $Error("missing end group");
                    return m;
                };

                /**
                 * Decodes a UserUnfollowed message from the specified reader or buffer, length delimited.
                 * @function decodeDelimited
                 * @memberof degs.events.v1.UserUnfollowed
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @returns {degs.events.v1.UserUnfollowed & degs.events.v1.UserUnfollowed.$Shape} UserUnfollowed
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                UserUnfollowed.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                /**
                 * Verifies a UserUnfollowed message.
                 * @function verify
                 * @memberof degs.events.v1.UserUnfollowed
                 * @static
                 * @param {Object.<string,*>} m Plain object to verify
                 * @returns {string|null} `null` if valid, otherwise the reason why it is not
                 */
                UserUnfollowed.verify = function (m, q) {
                    if (typeof m !== "object" || m === null)
                        return "object expected";
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        return "max depth exceeded";
                    if (m.follower_id != null && $Object.hasOwnProperty.call(m, "follower_id")) {
                        if (!$util.isString(m.follower_id))
                            return "follower_id: string expected";
                    }
                    if (m.followee_id != null && $Object.hasOwnProperty.call(m, "followee_id")) {
                        if (!$util.isString(m.followee_id))
                            return "followee_id: string expected";
                    }
                    return null;
                };

                /**
                 * Creates a UserUnfollowed message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof degs.events.v1.UserUnfollowed
                 * @static
                 * @param {Object.<string,*>} d Plain object
                 * @returns {degs.events.v1.UserUnfollowed} UserUnfollowed
                 */
                UserUnfollowed.fromObject = function (d, q) {
                    if (d instanceof $root.degs.events.v1.UserUnfollowed)
                        return d;
                    if (!$util.isObject(d))
                        throw $TypeError(".degs.events.v1.UserUnfollowed: object expected");
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var m = new $root.degs.events.v1.UserUnfollowed();
                    if (d.follower_id != null) {
                        if (typeof d.follower_id !== "string" || d.follower_id.length) {
                            m.follower_id = $String(d.follower_id);
                        }
                    }
                    if (d.followee_id != null) {
                        if (typeof d.followee_id !== "string" || d.followee_id.length) {
                            m.followee_id = $String(d.followee_id);
                        }
                    }
                    return m;
                };

                /**
                 * Creates a plain object from a UserUnfollowed message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof degs.events.v1.UserUnfollowed
                 * @static
                 * @param {degs.events.v1.UserUnfollowed} m UserUnfollowed
                 * @param {$protobuf.IConversionOptions} [o] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                UserUnfollowed.toObject = function (m, o, q) {
                    if (!o)
                        o = {};
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var d = {};
                    if (o.defaults) {
                        d.follower_id = "";
                        d.followee_id = "";
                    }
                    if (m.follower_id != null && $Object.hasOwnProperty.call(m, "follower_id")) {
                        d.follower_id = m.follower_id;
                    }
                    if (m.followee_id != null && $Object.hasOwnProperty.call(m, "followee_id")) {
                        d.followee_id = m.followee_id;
                    }
                    return d;
                };

                /**
                 * Converts this UserUnfollowed to JSON.
                 * @function toJSON
                 * @memberof degs.events.v1.UserUnfollowed
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                UserUnfollowed.prototype.toJSON = function() {
                    return UserUnfollowed.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for UserUnfollowed
                 * @function getTypeUrl
                 * @memberof degs.events.v1.UserUnfollowed
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                UserUnfollowed.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/degs.events.v1.UserUnfollowed";
                };

                return UserUnfollowed;
            })();

            v1.UserSignedIn = (function() {

                /**
                 * Properties of a UserSignedIn.
                 * @typedef {Object} degs.events.v1.UserSignedIn.$Properties
                 * @property {string|null} [user_id] UserSignedIn user_id
                 * @property {string|null} [method] UserSignedIn method
                 * @property {boolean|null} [is_new_user] UserSignedIn is_new_user
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a UserSignedIn.
                 * @memberof degs.events.v1
                 * @interface IUserSignedIn
                 * @augments degs.events.v1.UserSignedIn.$Properties
                 * @deprecated Use degs.events.v1.UserSignedIn.$Properties instead.
                 */

                /**
                 * Shape of a UserSignedIn.
                 * @typedef {degs.events.v1.UserSignedIn.$Properties} degs.events.v1.UserSignedIn.$Shape
                 */

                /**
                 * Constructs a new UserSignedIn.
                 * @memberof degs.events.v1
                 * @classdesc Represents a UserSignedIn.
                 * @constructor
                 * @param {degs.events.v1.UserSignedIn.$Properties=} [p] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                var UserSignedIn = function (p) {
                    if (p)
                        for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                            if (p[ks[i]] != null && ks[i] !== "__proto__")
                                this[ks[i]] = p[ks[i]];
                };

                /**
                 * UserSignedIn user_id.
                 * @member {string} user_id
                 * @memberof degs.events.v1.UserSignedIn
                 * @instance
                 */
                UserSignedIn.prototype.user_id = "";

                /**
                 * UserSignedIn method.
                 * @member {string} method
                 * @memberof degs.events.v1.UserSignedIn
                 * @instance
                 */
                UserSignedIn.prototype.method = "";

                /**
                 * UserSignedIn is_new_user.
                 * @member {boolean} is_new_user
                 * @memberof degs.events.v1.UserSignedIn
                 * @instance
                 */
                UserSignedIn.prototype.is_new_user = false;

                /**
                 * Creates a new UserSignedIn instance using the specified properties.
                 * @function create
                 * @memberof degs.events.v1.UserSignedIn
                 * @static
                 * @param {degs.events.v1.UserSignedIn.$Properties=} [properties] Properties to set
                 * @returns {degs.events.v1.UserSignedIn} UserSignedIn instance
                 * @type {{
                 *   (properties: degs.events.v1.UserSignedIn.$Shape): degs.events.v1.UserSignedIn & degs.events.v1.UserSignedIn.$Shape;
                 *   (properties?: degs.events.v1.UserSignedIn.$Properties): degs.events.v1.UserSignedIn;
                 * }}
                 */
                UserSignedIn.create = function(properties) {
                    return new UserSignedIn(properties);
                };

                /**
                 * Encodes the specified UserSignedIn message. Does not implicitly {@link degs.events.v1.UserSignedIn.verify|verify} messages.
                 * @function encode
                 * @memberof degs.events.v1.UserSignedIn
                 * @static
                 * @param {degs.events.v1.UserSignedIn.$Properties} m UserSignedIn message or plain object to encode
                 * @param {$protobuf.Writer} [w] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                UserSignedIn.encode = function (m, w, q) {
                    if (!w)
                        w = $Writer.create();
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (m.user_id != null && $Object.hasOwnProperty.call(m, "user_id") && m.user_id !== "")
                        w.uint32(/* id 1, wireType 2 =*/10).string(m.user_id);
                    if (m.method != null && $Object.hasOwnProperty.call(m, "method") && m.method !== "")
                        w.uint32(/* id 2, wireType 2 =*/18).string(m.method);
                    if (m.is_new_user != null && $Object.hasOwnProperty.call(m, "is_new_user") && m.is_new_user !== false)
                        w.uint32(/* id 3, wireType 0 =*/24).bool(m.is_new_user);
                    if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                        for (var i = 0; i < m.$unknowns.length; ++i)
                            w.raw(m.$unknowns[i]);
                    return w;
                };

                /**
                 * Encodes the specified UserSignedIn message, length delimited. Does not implicitly {@link degs.events.v1.UserSignedIn.verify|verify} messages.
                 * @function encodeDelimited
                 * @memberof degs.events.v1.UserSignedIn
                 * @static
                 * @param {degs.events.v1.UserSignedIn.$Properties} message UserSignedIn message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                UserSignedIn.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                /**
                 * Decodes a UserSignedIn message from the specified reader or buffer.
                 * @function decode
                 * @memberof degs.events.v1.UserSignedIn
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
                 * @param {number} [l] Message length if known beforehand
                 * @returns {degs.events.v1.UserSignedIn & degs.events.v1.UserSignedIn.$Shape} UserSignedIn
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                UserSignedIn.decode = function (r, l, z, q, g) {
                    if (!(r instanceof $Reader))
                        r = $Reader.create(r);
                    if (q === $undefined)
                        q = 0;
                    if (q > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    var c, m, v;
                    if (l === $undefined)
                        c = r.len;
                    else {
                        c = r.pos + l;
                        if (c > r.len)
                            throw $RangeError("index out of range");
                        l = r.len;
                        r.len = c;
                    }
                    m = g || new $root.degs.events.v1.UserSignedIn();
                    while (r.pos < c) {
                        var s = r.pos;
                        var t = r.tag();
                        if (t === z) {
                            z = $undefined;
                            break;
                        }
                        var u = t & 7;
                        switch (t >>>= 3) {
                        case 1: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.user_id = v;
                                else
                                    delete m.user_id;
                                continue;
                            }
                        case 2: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.method = v;
                                else
                                    delete m.method;
                                continue;
                            }
                        case 3: {
                                if (u !== 0)
                                    break;
                                if (v = r.bool())
                                    m.is_new_user = v;
                                else
                                    delete m.is_new_user;
                                continue;
                            }
                        }
                        r.skipType(u, q, t);
                        if (!r.discardUnknown) {
                            $util.makeProp(m, "$unknowns", false);
                            (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                        }
                    }
                    if (l !== $undefined) {
                        if (r.pos !== c)
                            throw $RangeError("index out of range");
                        r.len = l;
                    }
                    if (z !== $undefined)
                        throw $Error("missing end group");
                    return m;
                };

                /**
                 * Decodes a UserSignedIn message from the specified reader or buffer, length delimited.
                 * @function decodeDelimited
                 * @memberof degs.events.v1.UserSignedIn
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @returns {degs.events.v1.UserSignedIn & degs.events.v1.UserSignedIn.$Shape} UserSignedIn
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                UserSignedIn.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                /**
                 * Verifies a UserSignedIn message.
                 * @function verify
                 * @memberof degs.events.v1.UserSignedIn
                 * @static
                 * @param {Object.<string,*>} m Plain object to verify
                 * @returns {string|null} `null` if valid, otherwise the reason why it is not
                 */
                UserSignedIn.verify = function (m, q) {
                    if (typeof m !== "object" || m === null)
                        return "object expected";
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        return "max depth exceeded";
                    if (m.user_id != null && $Object.hasOwnProperty.call(m, "user_id")) {
                        if (!$util.isString(m.user_id))
                            return "user_id: string expected";
                    }
                    if (m.method != null && $Object.hasOwnProperty.call(m, "method")) {
                        if (!$util.isString(m.method))
                            return "method: string expected";
                    }
                    if (m.is_new_user != null && $Object.hasOwnProperty.call(m, "is_new_user")) {
                        if (typeof m.is_new_user !== "boolean")
                            return "is_new_user: boolean expected";
                    }
                    return null;
                };

                /**
                 * Creates a UserSignedIn message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof degs.events.v1.UserSignedIn
                 * @static
                 * @param {Object.<string,*>} d Plain object
                 * @returns {degs.events.v1.UserSignedIn} UserSignedIn
                 */
                UserSignedIn.fromObject = function (d, q) {
                    if (d instanceof $root.degs.events.v1.UserSignedIn)
                        return d;
                    if (!$util.isObject(d))
                        throw $TypeError(".degs.events.v1.UserSignedIn: object expected");
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var m = new $root.degs.events.v1.UserSignedIn();
                    if (d.user_id != null) {
                        if (typeof d.user_id !== "string" || d.user_id.length) {
                            m.user_id = $String(d.user_id);
                        }
                    }
                    if (d.method != null) {
                        if (typeof d.method !== "string" || d.method.length) {
                            m.method = $String(d.method);
                        }
                    }
                    if (d.is_new_user != null) {
                        if (d.is_new_user) {
                            m.is_new_user = $Boolean(d.is_new_user);
                        }
                    }
                    return m;
                };

                /**
                 * Creates a plain object from a UserSignedIn message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof degs.events.v1.UserSignedIn
                 * @static
                 * @param {degs.events.v1.UserSignedIn} m UserSignedIn
                 * @param {$protobuf.IConversionOptions} [o] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                UserSignedIn.toObject = function (m, o, q) {
                    if (!o)
                        o = {};
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var d = {};
                    if (o.defaults) {
                        d.user_id = "";
                        d.method = "";
                        d.is_new_user = false;
                    }
                    if (m.user_id != null && $Object.hasOwnProperty.call(m, "user_id")) {
                        d.user_id = m.user_id;
                    }
                    if (m.method != null && $Object.hasOwnProperty.call(m, "method")) {
                        d.method = m.method;
                    }
                    if (m.is_new_user != null && $Object.hasOwnProperty.call(m, "is_new_user")) {
                        d.is_new_user = m.is_new_user;
                    }
                    return d;
                };

                /**
                 * Converts this UserSignedIn to JSON.
                 * @function toJSON
                 * @memberof degs.events.v1.UserSignedIn
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                UserSignedIn.prototype.toJSON = function() {
                    return UserSignedIn.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for UserSignedIn
                 * @function getTypeUrl
                 * @memberof degs.events.v1.UserSignedIn
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                UserSignedIn.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/degs.events.v1.UserSignedIn";
                };

                return UserSignedIn;
            })();

            v1.UserUpdated = (function() {

                /**
                 * Properties of a UserUpdated.
                 * @typedef {Object} degs.events.v1.UserUpdated.$Properties
                 * @property {string|null} [user_id] UserUpdated user_id
                 * @property {string|null} [username] UserUpdated username
                 * @property {Array.<string>|null} [changed_fields] UserUpdated changed_fields
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a UserUpdated.
                 * @memberof degs.events.v1
                 * @interface IUserUpdated
                 * @augments degs.events.v1.UserUpdated.$Properties
                 * @deprecated Use degs.events.v1.UserUpdated.$Properties instead.
                 */

                /**
                 * Shape of a UserUpdated.
                 * @typedef {degs.events.v1.UserUpdated.$Properties} degs.events.v1.UserUpdated.$Shape
                 */

                /**
                 * Constructs a new UserUpdated.
                 * @memberof degs.events.v1
                 * @classdesc Represents a UserUpdated.
                 * @constructor
                 * @param {degs.events.v1.UserUpdated.$Properties=} [p] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                var UserUpdated = function (p) {
                    this.changed_fields = [];
                    if (p)
                        for (var ks = $Object.keys(p), i = 0; i < ks.length; ++i)
                            if (p[ks[i]] != null && ks[i] !== "__proto__")
                                this[ks[i]] = p[ks[i]];
                };

                /**
                 * UserUpdated user_id.
                 * @member {string} user_id
                 * @memberof degs.events.v1.UserUpdated
                 * @instance
                 */
                UserUpdated.prototype.user_id = "";

                /**
                 * UserUpdated username.
                 * @member {string} username
                 * @memberof degs.events.v1.UserUpdated
                 * @instance
                 */
                UserUpdated.prototype.username = "";

                /**
                 * UserUpdated changed_fields.
                 * @member {Array.<string>} changed_fields
                 * @memberof degs.events.v1.UserUpdated
                 * @instance
                 */
                UserUpdated.prototype.changed_fields = $util.emptyArray;

                /**
                 * Creates a new UserUpdated instance using the specified properties.
                 * @function create
                 * @memberof degs.events.v1.UserUpdated
                 * @static
                 * @param {degs.events.v1.UserUpdated.$Properties=} [properties] Properties to set
                 * @returns {degs.events.v1.UserUpdated} UserUpdated instance
                 * @type {{
                 *   (properties: degs.events.v1.UserUpdated.$Shape): degs.events.v1.UserUpdated & degs.events.v1.UserUpdated.$Shape;
                 *   (properties?: degs.events.v1.UserUpdated.$Properties): degs.events.v1.UserUpdated;
                 * }}
                 */
                UserUpdated.create = function(properties) {
                    return new UserUpdated(properties);
                };

                /**
                 * Encodes the specified UserUpdated message. Does not implicitly {@link degs.events.v1.UserUpdated.verify|verify} messages.
                 * @function encode
                 * @memberof degs.events.v1.UserUpdated
                 * @static
                 * @param {degs.events.v1.UserUpdated.$Properties} m UserUpdated message or plain object to encode
                 * @param {$protobuf.Writer} [w] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                UserUpdated.encode = function (m, w, q) {
                    if (!w)
                        w = $Writer.create();
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (m.user_id != null && $Object.hasOwnProperty.call(m, "user_id") && m.user_id !== "")
                        w.uint32(/* id 1, wireType 2 =*/10).string(m.user_id);
                    if (m.username != null && $Object.hasOwnProperty.call(m, "username") && m.username !== "")
                        w.uint32(/* id 2, wireType 2 =*/18).string(m.username);
                    if (m.changed_fields != null && m.changed_fields.length) {
                        for (var i = 0; i < m.changed_fields.length; ++i)
                            w.uint32(/* id 3, wireType 2 =*/26).string(m.changed_fields[i]);
                    }
                    if (m.$unknowns != null && $Object.hasOwnProperty.call(m, "$unknowns"))
                        for (var i = 0; i < m.$unknowns.length; ++i)
                            w.raw(m.$unknowns[i]);
                    return w;
                };

                /**
                 * Encodes the specified UserUpdated message, length delimited. Does not implicitly {@link degs.events.v1.UserUpdated.verify|verify} messages.
                 * @function encodeDelimited
                 * @memberof degs.events.v1.UserUpdated
                 * @static
                 * @param {degs.events.v1.UserUpdated.$Properties} message UserUpdated message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                UserUpdated.encodeDelimited = function(message, writer) {
                    return this.encode(message, (writer || $Writer.create()).fork()).ldelim();
                };

                /**
                 * Decodes a UserUpdated message from the specified reader or buffer.
                 * @function decode
                 * @memberof degs.events.v1.UserUpdated
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} r Reader or buffer to decode from
                 * @param {number} [l] Message length if known beforehand
                 * @returns {degs.events.v1.UserUpdated & degs.events.v1.UserUpdated.$Shape} UserUpdated
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                UserUpdated.decode = function (r, l, z, q, g) {
                    if (!(r instanceof $Reader))
                        r = $Reader.create(r);
                    if (q === $undefined)
                        q = 0;
                    if (q > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    var c, m, v;
                    if (l === $undefined)
                        c = r.len;
                    else {
                        c = r.pos + l;
                        if (c > r.len)
                            throw $RangeError("index out of range");
                        l = r.len;
                        r.len = c;
                    }
                    m = g || new $root.degs.events.v1.UserUpdated();
                    while (r.pos < c) {
                        var s = r.pos;
                        var t = r.tag();
                        if (t === z) {
                            z = $undefined;
                            break;
                        }
                        var u = t & 7;
                        switch (t >>>= 3) {
                        case 1: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.user_id = v;
                                else
                                    delete m.user_id;
                                continue;
                            }
                        case 2: {
                                if (u !== 2)
                                    break;
                                if ((v = r.stringVerify()).length)
                                    m.username = v;
                                else
                                    delete m.username;
                                continue;
                            }
                        case 3: {
                                if (u !== 2)
                                    break;
                                if (!(m.changed_fields && m.changed_fields.length))
                                    m.changed_fields = [];
                                m.changed_fields.push(r.stringVerify());
                                continue;
                            }
                        }
                        r.skipType(u, q, t);
                        if (!r.discardUnknown) {
                            $util.makeProp(m, "$unknowns", false);
                            (m.$unknowns || (m.$unknowns = [])).push(r.raw(s, r.pos));
                        }
                    }
                    if (l !== $undefined) {
                        if (r.pos !== c)
                            throw $RangeError("index out of range");
                        r.len = l;
                    }
                    if (z !== $undefined)
                        throw $Error("missing end group");
                    return m;
                };

                /**
                 * Decodes a UserUpdated message from the specified reader or buffer, length delimited.
                 * @function decodeDelimited
                 * @memberof degs.events.v1.UserUpdated
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @returns {degs.events.v1.UserUpdated & degs.events.v1.UserUpdated.$Shape} UserUpdated
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                UserUpdated.decodeDelimited = function(reader) {
                    if (!(reader instanceof $Reader))
                        reader = new $Reader(reader);
                    return this.decode(reader, reader.size());
                };

                /**
                 * Verifies a UserUpdated message.
                 * @function verify
                 * @memberof degs.events.v1.UserUpdated
                 * @static
                 * @param {Object.<string,*>} m Plain object to verify
                 * @returns {string|null} `null` if valid, otherwise the reason why it is not
                 */
                UserUpdated.verify = function (m, q) {
                    if (typeof m !== "object" || m === null)
                        return "object expected";
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        return "max depth exceeded";
                    if (m.user_id != null && $Object.hasOwnProperty.call(m, "user_id")) {
                        if (!$util.isString(m.user_id))
                            return "user_id: string expected";
                    }
                    if (m.username != null && $Object.hasOwnProperty.call(m, "username")) {
                        if (!$util.isString(m.username))
                            return "username: string expected";
                    }
                    if (m.changed_fields != null && $Object.hasOwnProperty.call(m, "changed_fields")) {
                        if (!$Array.isArray(m.changed_fields))
                            return "changed_fields: array expected";
                        for (var i = 0; i < m.changed_fields.length; ++i) {
                            if (!$util.isString(m.changed_fields[i]))
                                return "changed_fields: string[] expected";
                        }
                    }
                    return null;
                };

                /**
                 * Creates a UserUpdated message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof degs.events.v1.UserUpdated
                 * @static
                 * @param {Object.<string,*>} d Plain object
                 * @returns {degs.events.v1.UserUpdated} UserUpdated
                 */
                UserUpdated.fromObject = function (d, q) {
                    if (d instanceof $root.degs.events.v1.UserUpdated)
                        return d;
                    if (!$util.isObject(d))
                        throw $TypeError(".degs.events.v1.UserUpdated: object expected");
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var m = new $root.degs.events.v1.UserUpdated();
                    if (d.user_id != null) {
                        if (typeof d.user_id !== "string" || d.user_id.length) {
                            m.user_id = $String(d.user_id);
                        }
                    }
                    if (d.username != null) {
                        if (typeof d.username !== "string" || d.username.length) {
                            m.username = $String(d.username);
                        }
                    }
                    if (d.changed_fields) {
                        if (!$Array.isArray(d.changed_fields))
                            throw $TypeError(".degs.events.v1.UserUpdated.changed_fields: array expected");
                        m.changed_fields = $Array(d.changed_fields.length);
                        for (var i = 0; i < d.changed_fields.length; ++i) {
                            m.changed_fields[i] = $String(d.changed_fields[i]);
                        }
                    }
                    return m;
                };

                /**
                 * Creates a plain object from a UserUpdated message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof degs.events.v1.UserUpdated
                 * @static
                 * @param {degs.events.v1.UserUpdated} m UserUpdated
                 * @param {$protobuf.IConversionOptions} [o] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                UserUpdated.toObject = function (m, o, q) {
                    if (!o)
                        o = {};
                    if (q === $undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    var d = {};
                    if (o.arrays || o.defaults) {
                        d.changed_fields = [];
                    }
                    if (o.defaults) {
                        d.user_id = "";
                        d.username = "";
                    }
                    if (m.user_id != null && $Object.hasOwnProperty.call(m, "user_id")) {
                        d.user_id = m.user_id;
                    }
                    if (m.username != null && $Object.hasOwnProperty.call(m, "username")) {
                        d.username = m.username;
                    }
                    if (m.changed_fields && m.changed_fields.length) {
                        d.changed_fields = $Array(m.changed_fields.length);
                        for (var j = 0; j < m.changed_fields.length; ++j) {
                            d.changed_fields[j] = m.changed_fields[j];
                        }
                    }
                    return d;
                };

                /**
                 * Converts this UserUpdated to JSON.
                 * @function toJSON
                 * @memberof degs.events.v1.UserUpdated
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                UserUpdated.prototype.toJSON = function() {
                    return UserUpdated.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for UserUpdated
                 * @function getTypeUrl
                 * @memberof degs.events.v1.UserUpdated
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                UserUpdated.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/degs.events.v1.UserUpdated";
                };

                return UserUpdated;
            })();

            return v1;
        })();

        return events;
    })();

    return degs;
})();

module.exports = $root;

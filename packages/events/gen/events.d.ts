import * as $protobuf from "protobufjs";
import Long = require("long");

export namespace degs {

    namespace events {

        namespace v1 {

            interface IEnvelope extends degs.events.v1.Envelope.$Properties {
            }

            class Envelope {
                constructor(p?: degs.events.v1.Envelope.$Properties);
                $unknowns?: Uint8Array[];
                event_id: string;
                type: string;
                occurred_at: string;
                producer: string;
                key: string;
                payload: Uint8Array;
                static create(properties: degs.events.v1.Envelope.$Shape): degs.events.v1.Envelope & degs.events.v1.Envelope.$Shape;
                static create(properties?: degs.events.v1.Envelope.$Properties): degs.events.v1.Envelope;
                static encode(m: degs.events.v1.Envelope.$Properties, w?: $protobuf.Writer): $protobuf.Writer;
                static encodeDelimited(message: degs.events.v1.Envelope.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
                static decode(r: ($protobuf.Reader|Uint8Array), l?: number): degs.events.v1.Envelope & degs.events.v1.Envelope.$Shape;
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): degs.events.v1.Envelope & degs.events.v1.Envelope.$Shape;
                static verify(m: { [k: string]: any }): (string|null);
                static fromObject(d: { [k: string]: any }): degs.events.v1.Envelope;
                static toObject(m: degs.events.v1.Envelope, o?: $protobuf.IConversionOptions): { [k: string]: any };
                toJSON(): { [k: string]: any };
                static getTypeUrl(prefix?: string): string;
            }

            namespace Envelope {
                interface $Properties {
                    event_id?: (string|null);
                    type?: (string|null);
                    occurred_at?: (string|null);
                    producer?: (string|null);
                    key?: (string|null);
                    payload?: (Uint8Array|null);
                    $unknowns?: Uint8Array[];
                }
                type $Shape = degs.events.v1.Envelope.$Properties;
            }

            interface IGameVersionCreated extends degs.events.v1.GameVersionCreated.$Properties {
            }

            class GameVersionCreated {
                constructor(p?: degs.events.v1.GameVersionCreated.$Properties);
                $unknowns?: Uint8Array[];
                game_key: string;
                kv_key: string;
                parent_kv_key: string;
                author_id: string;
                version_number: number;
                variant_index: number;
                name: string;
                static create(properties: degs.events.v1.GameVersionCreated.$Shape): degs.events.v1.GameVersionCreated & degs.events.v1.GameVersionCreated.$Shape;
                static create(properties?: degs.events.v1.GameVersionCreated.$Properties): degs.events.v1.GameVersionCreated;
                static encode(m: degs.events.v1.GameVersionCreated.$Properties, w?: $protobuf.Writer): $protobuf.Writer;
                static encodeDelimited(message: degs.events.v1.GameVersionCreated.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
                static decode(r: ($protobuf.Reader|Uint8Array), l?: number): degs.events.v1.GameVersionCreated & degs.events.v1.GameVersionCreated.$Shape;
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): degs.events.v1.GameVersionCreated & degs.events.v1.GameVersionCreated.$Shape;
                static verify(m: { [k: string]: any }): (string|null);
                static fromObject(d: { [k: string]: any }): degs.events.v1.GameVersionCreated;
                static toObject(m: degs.events.v1.GameVersionCreated, o?: $protobuf.IConversionOptions): { [k: string]: any };
                toJSON(): { [k: string]: any };
                static getTypeUrl(prefix?: string): string;
            }

            namespace GameVersionCreated {
                interface $Properties {
                    game_key?: (string|null);
                    kv_key?: (string|null);
                    parent_kv_key?: (string|null);
                    author_id?: (string|null);
                    version_number?: (number|null);
                    variant_index?: (number|null);
                    name?: (string|null);
                    $unknowns?: Uint8Array[];
                }
                type $Shape = degs.events.v1.GameVersionCreated.$Properties;
            }

            interface IGamePublished extends degs.events.v1.GamePublished.$Properties {
            }

            class GamePublished {
                constructor(p?: degs.events.v1.GamePublished.$Properties);
                $unknowns?: Uint8Array[];
                game_key: string;
                kv_key: string;
                author_id: string;
                is_first_publish: boolean;
                name: string;
                static create(properties: degs.events.v1.GamePublished.$Shape): degs.events.v1.GamePublished & degs.events.v1.GamePublished.$Shape;
                static create(properties?: degs.events.v1.GamePublished.$Properties): degs.events.v1.GamePublished;
                static encode(m: degs.events.v1.GamePublished.$Properties, w?: $protobuf.Writer): $protobuf.Writer;
                static encodeDelimited(message: degs.events.v1.GamePublished.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
                static decode(r: ($protobuf.Reader|Uint8Array), l?: number): degs.events.v1.GamePublished & degs.events.v1.GamePublished.$Shape;
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): degs.events.v1.GamePublished & degs.events.v1.GamePublished.$Shape;
                static verify(m: { [k: string]: any }): (string|null);
                static fromObject(d: { [k: string]: any }): degs.events.v1.GamePublished;
                static toObject(m: degs.events.v1.GamePublished, o?: $protobuf.IConversionOptions): { [k: string]: any };
                toJSON(): { [k: string]: any };
                static getTypeUrl(prefix?: string): string;
            }

            namespace GamePublished {
                interface $Properties {
                    game_key?: (string|null);
                    kv_key?: (string|null);
                    author_id?: (string|null);
                    is_first_publish?: (boolean|null);
                    name?: (string|null);
                    $unknowns?: Uint8Array[];
                }
                type $Shape = degs.events.v1.GamePublished.$Properties;
            }

            interface IGameHidden extends degs.events.v1.GameHidden.$Properties {
            }

            class GameHidden {
                constructor(p?: degs.events.v1.GameHidden.$Properties);
                $unknowns?: Uint8Array[];
                game_key: string;
                author_id: string;
                static create(properties: degs.events.v1.GameHidden.$Shape): degs.events.v1.GameHidden & degs.events.v1.GameHidden.$Shape;
                static create(properties?: degs.events.v1.GameHidden.$Properties): degs.events.v1.GameHidden;
                static encode(m: degs.events.v1.GameHidden.$Properties, w?: $protobuf.Writer): $protobuf.Writer;
                static encodeDelimited(message: degs.events.v1.GameHidden.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
                static decode(r: ($protobuf.Reader|Uint8Array), l?: number): degs.events.v1.GameHidden & degs.events.v1.GameHidden.$Shape;
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): degs.events.v1.GameHidden & degs.events.v1.GameHidden.$Shape;
                static verify(m: { [k: string]: any }): (string|null);
                static fromObject(d: { [k: string]: any }): degs.events.v1.GameHidden;
                static toObject(m: degs.events.v1.GameHidden, o?: $protobuf.IConversionOptions): { [k: string]: any };
                toJSON(): { [k: string]: any };
                static getTypeUrl(prefix?: string): string;
            }

            namespace GameHidden {
                interface $Properties {
                    game_key?: (string|null);
                    author_id?: (string|null);
                    $unknowns?: Uint8Array[];
                }
                type $Shape = degs.events.v1.GameHidden.$Properties;
            }

            interface IGenerationRequested extends degs.events.v1.GenerationRequested.$Properties {
            }

            class GenerationRequested {
                constructor(p?: degs.events.v1.GenerationRequested.$Properties);
                $unknowns?: Uint8Array[];
                job_id: string;
                kv_key: string;
                parent_kv_key: string;
                user_id: string;
                prompt: string;
                is_multiplayer: boolean;
                static create(properties: degs.events.v1.GenerationRequested.$Shape): degs.events.v1.GenerationRequested & degs.events.v1.GenerationRequested.$Shape;
                static create(properties?: degs.events.v1.GenerationRequested.$Properties): degs.events.v1.GenerationRequested;
                static encode(m: degs.events.v1.GenerationRequested.$Properties, w?: $protobuf.Writer): $protobuf.Writer;
                static encodeDelimited(message: degs.events.v1.GenerationRequested.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
                static decode(r: ($protobuf.Reader|Uint8Array), l?: number): degs.events.v1.GenerationRequested & degs.events.v1.GenerationRequested.$Shape;
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): degs.events.v1.GenerationRequested & degs.events.v1.GenerationRequested.$Shape;
                static verify(m: { [k: string]: any }): (string|null);
                static fromObject(d: { [k: string]: any }): degs.events.v1.GenerationRequested;
                static toObject(m: degs.events.v1.GenerationRequested, o?: $protobuf.IConversionOptions): { [k: string]: any };
                toJSON(): { [k: string]: any };
                static getTypeUrl(prefix?: string): string;
            }

            namespace GenerationRequested {
                interface $Properties {
                    job_id?: (string|null);
                    kv_key?: (string|null);
                    parent_kv_key?: (string|null);
                    user_id?: (string|null);
                    prompt?: (string|null);
                    is_multiplayer?: (boolean|null);
                    $unknowns?: Uint8Array[];
                }
                type $Shape = degs.events.v1.GenerationRequested.$Properties;
            }

            interface IGenerationCompleted extends degs.events.v1.GenerationCompleted.$Properties {
            }

            class GenerationCompleted {
                constructor(p?: degs.events.v1.GenerationCompleted.$Properties);
                $unknowns?: Uint8Array[];
                job_id: string;
                kv_key: string;
                parent_kv_key: string;
                user_id: string;
                name: string;
                prompt: string;
                static create(properties: degs.events.v1.GenerationCompleted.$Shape): degs.events.v1.GenerationCompleted & degs.events.v1.GenerationCompleted.$Shape;
                static create(properties?: degs.events.v1.GenerationCompleted.$Properties): degs.events.v1.GenerationCompleted;
                static encode(m: degs.events.v1.GenerationCompleted.$Properties, w?: $protobuf.Writer): $protobuf.Writer;
                static encodeDelimited(message: degs.events.v1.GenerationCompleted.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
                static decode(r: ($protobuf.Reader|Uint8Array), l?: number): degs.events.v1.GenerationCompleted & degs.events.v1.GenerationCompleted.$Shape;
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): degs.events.v1.GenerationCompleted & degs.events.v1.GenerationCompleted.$Shape;
                static verify(m: { [k: string]: any }): (string|null);
                static fromObject(d: { [k: string]: any }): degs.events.v1.GenerationCompleted;
                static toObject(m: degs.events.v1.GenerationCompleted, o?: $protobuf.IConversionOptions): { [k: string]: any };
                toJSON(): { [k: string]: any };
                static getTypeUrl(prefix?: string): string;
            }

            namespace GenerationCompleted {
                interface $Properties {
                    job_id?: (string|null);
                    kv_key?: (string|null);
                    parent_kv_key?: (string|null);
                    user_id?: (string|null);
                    name?: (string|null);
                    prompt?: (string|null);
                    $unknowns?: Uint8Array[];
                }
                type $Shape = degs.events.v1.GenerationCompleted.$Properties;
            }

            interface IGenerationFailed extends degs.events.v1.GenerationFailed.$Properties {
            }

            class GenerationFailed {
                constructor(p?: degs.events.v1.GenerationFailed.$Properties);
                $unknowns?: Uint8Array[];
                job_id: string;
                kv_key: string;
                user_id: string;
                status: number;
                error: string;
                static create(properties: degs.events.v1.GenerationFailed.$Shape): degs.events.v1.GenerationFailed & degs.events.v1.GenerationFailed.$Shape;
                static create(properties?: degs.events.v1.GenerationFailed.$Properties): degs.events.v1.GenerationFailed;
                static encode(m: degs.events.v1.GenerationFailed.$Properties, w?: $protobuf.Writer): $protobuf.Writer;
                static encodeDelimited(message: degs.events.v1.GenerationFailed.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
                static decode(r: ($protobuf.Reader|Uint8Array), l?: number): degs.events.v1.GenerationFailed & degs.events.v1.GenerationFailed.$Shape;
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): degs.events.v1.GenerationFailed & degs.events.v1.GenerationFailed.$Shape;
                static verify(m: { [k: string]: any }): (string|null);
                static fromObject(d: { [k: string]: any }): degs.events.v1.GenerationFailed;
                static toObject(m: degs.events.v1.GenerationFailed, o?: $protobuf.IConversionOptions): { [k: string]: any };
                toJSON(): { [k: string]: any };
                static getTypeUrl(prefix?: string): string;
            }

            namespace GenerationFailed {
                interface $Properties {
                    job_id?: (string|null);
                    kv_key?: (string|null);
                    user_id?: (string|null);
                    status?: (number|null);
                    error?: (string|null);
                    $unknowns?: Uint8Array[];
                }
                type $Shape = degs.events.v1.GenerationFailed.$Properties;
            }

            interface IGameLiked extends degs.events.v1.GameLiked.$Properties {
            }

            class GameLiked {
                constructor(p?: degs.events.v1.GameLiked.$Properties);
                $unknowns?: Uint8Array[];
                game_key: string;
                user_id: string;
                author_id: string;
                game_name: string;
                liked_at_ms: number;
                static create(properties: degs.events.v1.GameLiked.$Shape): degs.events.v1.GameLiked & degs.events.v1.GameLiked.$Shape;
                static create(properties?: degs.events.v1.GameLiked.$Properties): degs.events.v1.GameLiked;
                static encode(m: degs.events.v1.GameLiked.$Properties, w?: $protobuf.Writer): $protobuf.Writer;
                static encodeDelimited(message: degs.events.v1.GameLiked.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
                static decode(r: ($protobuf.Reader|Uint8Array), l?: number): degs.events.v1.GameLiked & degs.events.v1.GameLiked.$Shape;
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): degs.events.v1.GameLiked & degs.events.v1.GameLiked.$Shape;
                static verify(m: { [k: string]: any }): (string|null);
                static fromObject(d: { [k: string]: any }): degs.events.v1.GameLiked;
                static toObject(m: degs.events.v1.GameLiked, o?: $protobuf.IConversionOptions): { [k: string]: any };
                toJSON(): { [k: string]: any };
                static getTypeUrl(prefix?: string): string;
            }

            namespace GameLiked {
                interface $Properties {
                    game_key?: (string|null);
                    user_id?: (string|null);
                    author_id?: (string|null);
                    game_name?: (string|null);
                    liked_at_ms?: (number|null);
                    $unknowns?: Uint8Array[];
                }
                type $Shape = degs.events.v1.GameLiked.$Properties;
            }

            interface IGameUnliked extends degs.events.v1.GameUnliked.$Properties {
            }

            class GameUnliked {
                constructor(p?: degs.events.v1.GameUnliked.$Properties);
                $unknowns?: Uint8Array[];
                game_key: string;
                user_id: string;
                author_id: string;
                static create(properties: degs.events.v1.GameUnliked.$Shape): degs.events.v1.GameUnliked & degs.events.v1.GameUnliked.$Shape;
                static create(properties?: degs.events.v1.GameUnliked.$Properties): degs.events.v1.GameUnliked;
                static encode(m: degs.events.v1.GameUnliked.$Properties, w?: $protobuf.Writer): $protobuf.Writer;
                static encodeDelimited(message: degs.events.v1.GameUnliked.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
                static decode(r: ($protobuf.Reader|Uint8Array), l?: number): degs.events.v1.GameUnliked & degs.events.v1.GameUnliked.$Shape;
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): degs.events.v1.GameUnliked & degs.events.v1.GameUnliked.$Shape;
                static verify(m: { [k: string]: any }): (string|null);
                static fromObject(d: { [k: string]: any }): degs.events.v1.GameUnliked;
                static toObject(m: degs.events.v1.GameUnliked, o?: $protobuf.IConversionOptions): { [k: string]: any };
                toJSON(): { [k: string]: any };
                static getTypeUrl(prefix?: string): string;
            }

            namespace GameUnliked {
                interface $Properties {
                    game_key?: (string|null);
                    user_id?: (string|null);
                    author_id?: (string|null);
                    $unknowns?: Uint8Array[];
                }
                type $Shape = degs.events.v1.GameUnliked.$Properties;
            }

            interface IUserFollowed extends degs.events.v1.UserFollowed.$Properties {
            }

            class UserFollowed {
                constructor(p?: degs.events.v1.UserFollowed.$Properties);
                $unknowns?: Uint8Array[];
                follower_id: string;
                followee_id: string;
                static create(properties: degs.events.v1.UserFollowed.$Shape): degs.events.v1.UserFollowed & degs.events.v1.UserFollowed.$Shape;
                static create(properties?: degs.events.v1.UserFollowed.$Properties): degs.events.v1.UserFollowed;
                static encode(m: degs.events.v1.UserFollowed.$Properties, w?: $protobuf.Writer): $protobuf.Writer;
                static encodeDelimited(message: degs.events.v1.UserFollowed.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
                static decode(r: ($protobuf.Reader|Uint8Array), l?: number): degs.events.v1.UserFollowed & degs.events.v1.UserFollowed.$Shape;
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): degs.events.v1.UserFollowed & degs.events.v1.UserFollowed.$Shape;
                static verify(m: { [k: string]: any }): (string|null);
                static fromObject(d: { [k: string]: any }): degs.events.v1.UserFollowed;
                static toObject(m: degs.events.v1.UserFollowed, o?: $protobuf.IConversionOptions): { [k: string]: any };
                toJSON(): { [k: string]: any };
                static getTypeUrl(prefix?: string): string;
            }

            namespace UserFollowed {
                interface $Properties {
                    follower_id?: (string|null);
                    followee_id?: (string|null);
                    $unknowns?: Uint8Array[];
                }
                type $Shape = degs.events.v1.UserFollowed.$Properties;
            }

            interface IUserUnfollowed extends degs.events.v1.UserUnfollowed.$Properties {
            }

            class UserUnfollowed {
                constructor(p?: degs.events.v1.UserUnfollowed.$Properties);
                $unknowns?: Uint8Array[];
                follower_id: string;
                followee_id: string;
                static create(properties: degs.events.v1.UserUnfollowed.$Shape): degs.events.v1.UserUnfollowed & degs.events.v1.UserUnfollowed.$Shape;
                static create(properties?: degs.events.v1.UserUnfollowed.$Properties): degs.events.v1.UserUnfollowed;
                static encode(m: degs.events.v1.UserUnfollowed.$Properties, w?: $protobuf.Writer): $protobuf.Writer;
                static encodeDelimited(message: degs.events.v1.UserUnfollowed.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
                static decode(r: ($protobuf.Reader|Uint8Array), l?: number): degs.events.v1.UserUnfollowed & degs.events.v1.UserUnfollowed.$Shape;
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): degs.events.v1.UserUnfollowed & degs.events.v1.UserUnfollowed.$Shape;
                static verify(m: { [k: string]: any }): (string|null);
                static fromObject(d: { [k: string]: any }): degs.events.v1.UserUnfollowed;
                static toObject(m: degs.events.v1.UserUnfollowed, o?: $protobuf.IConversionOptions): { [k: string]: any };
                toJSON(): { [k: string]: any };
                static getTypeUrl(prefix?: string): string;
            }

            namespace UserUnfollowed {
                interface $Properties {
                    follower_id?: (string|null);
                    followee_id?: (string|null);
                    $unknowns?: Uint8Array[];
                }
                type $Shape = degs.events.v1.UserUnfollowed.$Properties;
            }

            interface IUserSignedIn extends degs.events.v1.UserSignedIn.$Properties {
            }

            class UserSignedIn {
                constructor(p?: degs.events.v1.UserSignedIn.$Properties);
                $unknowns?: Uint8Array[];
                user_id: string;
                method: string;
                is_new_user: boolean;
                static create(properties: degs.events.v1.UserSignedIn.$Shape): degs.events.v1.UserSignedIn & degs.events.v1.UserSignedIn.$Shape;
                static create(properties?: degs.events.v1.UserSignedIn.$Properties): degs.events.v1.UserSignedIn;
                static encode(m: degs.events.v1.UserSignedIn.$Properties, w?: $protobuf.Writer): $protobuf.Writer;
                static encodeDelimited(message: degs.events.v1.UserSignedIn.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
                static decode(r: ($protobuf.Reader|Uint8Array), l?: number): degs.events.v1.UserSignedIn & degs.events.v1.UserSignedIn.$Shape;
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): degs.events.v1.UserSignedIn & degs.events.v1.UserSignedIn.$Shape;
                static verify(m: { [k: string]: any }): (string|null);
                static fromObject(d: { [k: string]: any }): degs.events.v1.UserSignedIn;
                static toObject(m: degs.events.v1.UserSignedIn, o?: $protobuf.IConversionOptions): { [k: string]: any };
                toJSON(): { [k: string]: any };
                static getTypeUrl(prefix?: string): string;
            }

            namespace UserSignedIn {
                interface $Properties {
                    user_id?: (string|null);
                    method?: (string|null);
                    is_new_user?: (boolean|null);
                    $unknowns?: Uint8Array[];
                }
                type $Shape = degs.events.v1.UserSignedIn.$Properties;
            }

            interface IUserUpdated extends degs.events.v1.UserUpdated.$Properties {
            }

            class UserUpdated {
                constructor(p?: degs.events.v1.UserUpdated.$Properties);
                $unknowns?: Uint8Array[];
                user_id: string;
                username: string;
                changed_fields: string[];
                static create(properties: degs.events.v1.UserUpdated.$Shape): degs.events.v1.UserUpdated & degs.events.v1.UserUpdated.$Shape;
                static create(properties?: degs.events.v1.UserUpdated.$Properties): degs.events.v1.UserUpdated;
                static encode(m: degs.events.v1.UserUpdated.$Properties, w?: $protobuf.Writer): $protobuf.Writer;
                static encodeDelimited(message: degs.events.v1.UserUpdated.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
                static decode(r: ($protobuf.Reader|Uint8Array), l?: number): degs.events.v1.UserUpdated & degs.events.v1.UserUpdated.$Shape;
                static decodeDelimited(reader: ($protobuf.Reader|Uint8Array)): degs.events.v1.UserUpdated & degs.events.v1.UserUpdated.$Shape;
                static verify(m: { [k: string]: any }): (string|null);
                static fromObject(d: { [k: string]: any }): degs.events.v1.UserUpdated;
                static toObject(m: degs.events.v1.UserUpdated, o?: $protobuf.IConversionOptions): { [k: string]: any };
                toJSON(): { [k: string]: any };
                static getTypeUrl(prefix?: string): string;
            }

            namespace UserUpdated {
                interface $Properties {
                    user_id?: (string|null);
                    username?: (string|null);
                    changed_fields?: (string[]|null);
                    $unknowns?: Uint8Array[];
                }
                type $Shape = degs.events.v1.UserUpdated.$Properties;
            }
        }
    }
}

//! Constructors and accessors for the `async` types.

use melior::{ir::Type, Context};

/// `!async.mbarrier`.
pub fn mbarrier(context: &Context) -> Type<'_> {
    parse(context, "!async.mbarrier")
}

/// `!async.mbarrier_array<size>`.
pub fn mbarrier_array(context: &Context, size: i64) -> Type<'_> {
    parse(context, &format!("!async.mbarrier_array<{size}>"))
}

/// `!async.pipeline<stages>`.
pub fn pipeline(context: &Context, stages: i64) -> Type<'_> {
    parse(context, &format!("!async.pipeline<{stages}>"))
}

/// `!async.stage`.
pub fn stage(context: &Context) -> Type<'_> {
    parse(context, "!async.stage")
}

fn parse<'c>(context: &'c Context, text: &str) -> Type<'c> {
    // The dialect is loaded by `create_context`; the texts above are fixed and
    // valid, so a failure here means the dialect is missing from the context.
    Type::parse(context, text).unwrap_or_else(|| Type::none(context))
}

/// The integer parameter of `!async.mbarrier_array<N>` or `!async.pipeline<N>`.
pub fn size_param(ty: Type<'_>) -> Option<i64> {
    let text = ty.to_string();
    let inner = text.split_once('<')?.1.rsplit_once('>')?.0;
    let number = inner.split(':').next()?.trim();
    number.parse().ok()
}

/// Whether `ty` is the `async` type with this mnemonic (`mbarrier`, `pipeline`, ...).
pub fn is(ty: Type<'_>, mnemonic: &str) -> bool {
    let text = ty.to_string();
    let rest = text.strip_prefix("!async.").unwrap_or("");
    rest == mnemonic
        || rest
            .strip_prefix(mnemonic)
            .is_some_and(|r| r.starts_with('<'))
}

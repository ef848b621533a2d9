//! Typed Rust enums for the dialect's enum attributes, generated from the
//! `Async_EnumAttr` definitions of `td/AsyncOps.td`.
//!
//! The attributes are stored as strings (the generic form spells them
//! `scope = "cta"`, the custom form as a bare keyword, `scope cta`), so the
//! builders of [`crate::builders`] take a `StringAttribute`; an enum's
//! [`attribute`](Scope::attribute) makes the one that is right by
//! construction, and `parse`/`TryFrom` read one back:
//!
//! ```
//! use phaselock_dialect::{create_context, enums::Scope};
//! let context = create_context().unwrap();
//! let scope = Scope::Cluster.attribute(&context);
//! assert_eq!(Scope::try_from(scope).unwrap(), Scope::Cluster);
//! assert!("grid".parse::<Scope>().unwrap_err().to_string().contains("`cta` or `cluster`"));
//! ```

use melior::{
    ir::{attribute::StringAttribute, Attribute},
    Context,
};
use std::{fmt, str::FromStr};

/// A string that is not one of an enum attribute's values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EnumValueError {
    /// The attribute constraint's name in the `.td`, e.g. `Async_ScopeAttr`.
    pub constraint: &'static str,
    /// What was given (the printed attribute when it was no string).
    pub value: String,
    /// The allowed values.
    pub allowed: &'static [&'static str],
}

impl fmt::Display for EnumValueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let allowed = self
            .allowed
            .iter()
            .map(|v| format!("`{v}`"))
            .collect::<Vec<_>>();
        let list = match allowed.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => String::new(),
        };
        write!(
            f,
            "'{}' is not a value of {}: expected {list}",
            self.value, self.constraint
        )
    }
}

impl std::error::Error for EnumValueError {}

/// The methods and conversions every generated enum has.
macro_rules! enum_value {
    ($name:ident, $def:literal, [$(($variant:path, $text:literal)),+ $(,)?]) => {
        impl $name {
            /// Every value, in the `.td`'s order.
            pub const ALL: &'static [$name] = &[$($variant),+];
            /// The values as written in MLIR.
            pub const NAMES: &'static [&'static str] = &[$($text),+];

            /// The value as written in MLIR (`cta`).
            pub fn as_str(self) -> &'static str {
                match self {
                    $($variant => $text),+
                }
            }

            /// The string attribute an op of the dialect holds for this value.
            pub fn attribute(self, context: &Context) -> StringAttribute<'_> {
                StringAttribute::new(context, self.as_str())
            }
        }

        impl FromStr for $name {
            type Err = EnumValueError;

            fn from_str(text: &str) -> Result<Self, EnumValueError> {
                match text {
                    $($text => Ok($variant),)+
                    other => Err(EnumValueError {
                        constraint: $def,
                        value: other.to_string(),
                        allowed: Self::NAMES,
                    }),
                }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl<'c> TryFrom<Attribute<'c>> for $name {
            type Error = EnumValueError;

            fn try_from(attribute: Attribute<'c>) -> Result<Self, EnumValueError> {
                match StringAttribute::try_from(attribute) {
                    Ok(text) => Self::try_from(text),
                    Err(_) => Err(EnumValueError {
                        constraint: $def,
                        value: attribute.to_string(),
                        allowed: Self::NAMES,
                    }),
                }
            }
        }

        impl<'c> TryFrom<StringAttribute<'c>> for $name {
            type Error = EnumValueError;

            fn try_from(attribute: StringAttribute<'c>) -> Result<Self, EnumValueError> {
                attribute.value().parse()
            }
        }
    };
}

include!(concat!(env!("OUT_DIR"), "/enums.rs"));

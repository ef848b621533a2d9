//! FP8 e4m3 (`f8E4M3FN`) and e5m2 (`f8E5M2`) bytes for the check's
//! values: encoding of values the format holds exactly, and decoding.

/// The exponent bias and mantissa bits of e4m3 or e5m2.
fn format(e5m2: bool) -> (i32, u32) {
    if e5m2 {
        (15, 2)
    } else {
        (7, 3)
    }
}

/// The byte of `x`, which the format must hold exactly (a normal number
/// or zero in range); panics otherwise: the check's values are chosen to
/// be exact.
pub(super) fn encode(x: f32, e5m2: bool) -> u8 {
    let (bias, mantissa_bits) = format(e5m2);
    let sign = if x.is_sign_negative() { 0x80 } else { 0 };
    let magnitude = x.abs();
    if magnitude == 0.0 {
        return sign;
    }
    let exponent = magnitude.log2().floor() as i32;
    let fraction = magnitude / 2f32.powi(exponent) - 1.0;
    let mantissa = fraction * (1 << mantissa_bits) as f32;
    let biased = exponent + bias;
    // e5m2's top exponent is infinity and NaN, e4m3's top pattern NaN.
    let top = if e5m2 { 30 } else { 15 };
    let nan = !e5m2 && biased == 15 && mantissa == 7.0;
    assert!(
        mantissa.fract() == 0.0 && (1..=top).contains(&biased) && !nan,
        "{x} is not exact in this FP8 format"
    );
    sign | ((biased as u8) << mantissa_bits) | mantissa as u8
}

/// The value of an FP8 byte (subnormals included; e4m3 has no infinity,
/// its all-ones pattern is NaN).
#[cfg(test)]
pub(super) fn decode(byte: u8, e5m2: bool) -> f32 {
    let (bias, mantissa_bits) = format(e5m2);
    let sign = if byte & 0x80 != 0 { -1.0 } else { 1.0 };
    let exponent = i32::from((byte & 0x7f) >> mantissa_bits);
    let mantissa = f32::from(byte & ((1 << mantissa_bits) - 1));
    let scale = (1 << mantissa_bits) as f32;
    if exponent == 0 {
        return sign * mantissa / scale * 2f32.powi(1 - bias);
    }
    sign * (1.0 + mantissa / scale) * 2f32.powi(exponent - bias)
}

#[cfg(test)]
mod tests {
    use super::{decode, encode};

    #[test]
    fn the_check_values_round_trip() {
        for e5m2 in [false, true] {
            for i in 0..=8 {
                let x = i as f32 / 2.0 - 2.0;
                assert_eq!(decode(encode(x, e5m2), e5m2), x, "{x}, e5m2 {e5m2}");
            }
        }
    }

    #[test]
    fn known_bytes() {
        // e4m3: 1.0 = 0 0111 000, 1.5 = 0 0111 100, -2 = 1 1000 000.
        assert_eq!(encode(1.0, false), 0x38);
        assert_eq!(encode(1.5, false), 0x3c);
        assert_eq!(encode(-2.0, false), 0xc0);
        assert_eq!(encode(0.5, false), 0x30);
        // e5m2: 1.0 = 0 01111 00, 1.5 = 0 01111 10, -0.5 = 1 01110 00.
        assert_eq!(encode(1.0, true), 0x3c);
        assert_eq!(encode(1.5, true), 0x3e);
        assert_eq!(encode(-0.5, true), 0xb8);
        // The largest normal e4m3 (448) and a subnormal.
        assert_eq!(decode(0x7e, false), 448.0);
        assert_eq!(decode(0x01, false), 2f32.powi(-9));
    }

    #[test]
    #[should_panic(expected = "not exact")]
    fn refuses_an_inexact_value() {
        encode(1.1, false);
    }
}

//! Colours of the renderer: what each highlight [`Role`] looks like.
//!
//! The default palette is built on the Okabe–Ito set of eight colours, chosen
//! to stay distinguishable under the common forms of colour blindness:
//!
//! | role / element     | colour                                  | drawn as                         |
//! |--------------------|-----------------------------------------|----------------------------------|
//! | `Pattern`          | sky blue `#56B4E9`                      | disc behind the candidate        |
//! | `Fin`              | reddish purple `#CC79A7`                | disc behind the candidate        |
//! | `Elimination`      | vermillion `#D55E00`                    | disc, digit struck through       |
//! | `Placement`        | bluish green `#009E73`                  | disc behind the candidate        |
//! | `House`            | yellow `#F0E442`, 35 % opacity          | shading of the house's cells     |
//! | `SecondaryHouse`   | sky blue `#56B4E9`, 20 % opacity        | shading of the house's cells     |
//! | `ColorA`           | blue `#0072B2`                          | disc behind the candidate        |
//! | `ColorB`           | yellow `#F0E442`                        | disc behind the candidate        |
//! | links              | near black `#333333`                    | strong solid, weak dashed arrows |
//! | givens             | black `#000000`, bold                   |                                  |
//! | placed digits      | blue `#0072B2`                          |                                  |
//!
//! A digit on a dark disc (blue, vermillion, bluish green) is written in
//! white, on a light disc in black, so it stays legible either way.

use crate::step::Role;

/// An sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    pub const BLACK: Rgb = Rgb(0, 0, 0);
    pub const WHITE: Rgb = Rgb(255, 255, 255);

    /// `#RRGGBB`, upper case (as plotters writes colours into the SVG).
    pub fn hex(self) -> String {
        format!("#{:02X}{:02X}{:02X}", self.0, self.1, self.2)
    }

    /// Relative luminance in 0..=1 (sRGB weights, no gamma): enough to pick
    /// black or white text on top of the colour.
    fn brightness(self) -> f64 {
        (0.299 * f64::from(self.0) + 0.587 * f64::from(self.1) + 0.114 * f64::from(self.2)) / 255.0
    }

    /// Black or white, whichever reads better on this colour.
    pub fn text_on(self) -> Rgb {
        if self.brightness() < 0.55 {
            Rgb::WHITE
        } else {
            Rgb::BLACK
        }
    }
}

/// Every colour the renderer uses.
#[derive(Clone, Debug, PartialEq)]
pub struct Palette {
    pub background: Rgb,
    /// Thin lines between cells.
    pub cell_line: Rgb,
    /// Thick lines around boxes and the board.
    pub box_line: Rgb,
    pub given: Rgb,
    pub placed: Rgb,
    /// Plain (unhighlighted) candidates.
    pub candidate: Rgb,
    /// Row and column labels, caption and legend text.
    pub label: Rgb,
    pub pattern: Rgb,
    pub fin: Rgb,
    pub elimination: Rgb,
    /// The stroke through an eliminated candidate.
    pub strike: Rgb,
    pub placement: Rgb,
    pub house: Rgb,
    /// Opacity of the `House` shading, 0..=1.
    pub house_opacity: f64,
    pub secondary_house: Rgb,
    /// Opacity of the `SecondaryHouse` shading, 0..=1.
    pub secondary_house_opacity: f64,
    pub color_a: Rgb,
    pub color_b: Rgb,
    /// Strong and weak link arrows.
    pub link: Rgb,
}

impl Default for Palette {
    fn default() -> Palette {
        Palette::okabe_ito()
    }
}

impl Palette {
    /// The default, colour-blind aware palette (see the module docs).
    pub fn okabe_ito() -> Palette {
        Palette {
            background: Rgb::WHITE,
            cell_line: Rgb(0x99, 0x99, 0x99),
            box_line: Rgb::BLACK,
            given: Rgb::BLACK,
            placed: Rgb(0x00, 0x72, 0xB2),
            candidate: Rgb(0x55, 0x55, 0x55),
            label: Rgb(0x55, 0x55, 0x55),
            pattern: Rgb(0x56, 0xB4, 0xE9),
            fin: Rgb(0xCC, 0x79, 0xA7),
            elimination: Rgb(0xD5, 0x5E, 0x00),
            strike: Rgb::BLACK,
            placement: Rgb(0x00, 0x9E, 0x73),
            house: Rgb(0xF0, 0xE4, 0x42),
            house_opacity: 0.35,
            secondary_house: Rgb(0x56, 0xB4, 0xE9),
            secondary_house_opacity: 0.2,
            color_a: Rgb(0x00, 0x72, 0xB2),
            color_b: Rgb(0xF0, 0xE4, 0x42),
            link: Rgb(0x33, 0x33, 0x33),
        }
    }

    /// The colour of a role (for the house roles, the shading colour; see
    /// [`Palette::role_opacity`]).
    pub fn role(&self, role: Role) -> Rgb {
        match role {
            Role::Pattern => self.pattern,
            // Fins (fish) and link digits (ALS) never meet in one pattern.
            Role::Fin | Role::Link => self.fin,
            Role::Elimination => self.elimination,
            Role::Placement => self.placement,
            Role::House => self.house,
            Role::SecondaryHouse => self.secondary_house,
            Role::ColorA => self.color_a,
            Role::ColorB => self.color_b,
        }
    }

    /// How opaque a role's fill is: the house roles are light shadings, the
    /// candidate roles solid discs. Always in 0..=1: a field set beyond it
    /// is clamped (an infinity too), and one that is not a number is drawn
    /// at the default palette's opacity (SVG has no `fill-opacity="NaN"`).
    pub fn role_opacity(&self, role: Role) -> f64 {
        let usable = |set: f64, default: f64| {
            if set.is_nan() {
                default
            } else {
                set.clamp(0.0, 1.0)
            }
        };
        let default = Palette::okabe_ito();
        match role {
            Role::House => usable(self.house_opacity, default.house_opacity),
            Role::SecondaryHouse => usable(
                self.secondary_house_opacity,
                default.secondary_house_opacity,
            ),
            _ => 1.0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_contrast() {
        let p = Palette::okabe_ito();
        assert_eq!(p.elimination.text_on(), Rgb::WHITE);
        assert_eq!(p.color_a.text_on(), Rgb::WHITE);
        assert_eq!(p.placement.text_on(), Rgb::WHITE);
        assert_eq!(p.pattern.text_on(), Rgb::BLACK);
        assert_eq!(p.color_b.text_on(), Rgb::BLACK);
        assert_eq!(p.fin.text_on(), Rgb::BLACK);
        assert_eq!(p.elimination.hex(), "#D55E00");
    }

    #[test]
    fn opacities_are_always_between_0_and_1() {
        let set = |house: f64, secondary: f64| Palette {
            house_opacity: house,
            secondary_house_opacity: secondary,
            ..Palette::okabe_ito()
        };
        let cases = [
            (set(f64::NAN, f64::NAN), 0.35, 0.2),
            (set(f64::INFINITY, f64::NEG_INFINITY), 1.0, 0.0),
            (set(7.0, -0.5), 1.0, 0.0),
            (set(0.5, 0.25), 0.5, 0.25),
        ];
        for (p, house, secondary) in cases {
            assert_eq!(p.role_opacity(Role::House), house);
            assert_eq!(p.role_opacity(Role::SecondaryHouse), secondary);
            assert_eq!(p.role_opacity(Role::Pattern), 1.0);
        }
    }
}

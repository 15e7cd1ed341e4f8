// The built-in default scene, so `glass-viewer` with no argument works from any folder.
// Keep it identical to Scenes/default.json (a test compares them).

extension Scene {
    /// The JSON text of the built-in default scene.
    public static let defaultSceneJSON = #"""
{
  "format": 1,
  "name": "Default",
  "demonstrates": [
    "T1",
    "V1",
    "V2",
    "V6",
    "N7"
  ],
  "accent": "#fa2d48",
  "screens": {
    "album": {
      "title": "Midnight Drive",
      "titleDisplay": "large",
      "items": [
        {
          "kind": "artwork",
          "height": 240,
          "artwork": {
            "seed": 3,
            "style": "blobs"
          }
        },
        {
          "kind": "text",
          "style": "headline",
          "text": "Synthwave for the long road home"
        },
        {
          "kind": "text",
          "text": "Analog synths, gated drums and a city at 2 AM. Curated by the Listen Now editors, updated every Friday."
        },
        {
          "kind": "section",
          "title": "Songs",
          "items": [
            {
              "kind": "row",
              "title": "Night Shift",
              "detail": "3:11",
              "accessory": "none"
            },
            {
              "kind": "row",
              "title": "Neon Boulevard",
              "detail": "4:28",
              "accessory": "none"
            },
            {
              "kind": "row",
              "title": "Rearview",
              "detail": "3:45",
              "accessory": "none"
            },
            {
              "kind": "row",
              "title": "Slow Lights",
              "detail": "4:02",
              "accessory": "none"
            },
            {
              "kind": "row",
              "title": "Overpass",
              "detail": "3:19",
              "accessory": "none"
            },
            {
              "kind": "row",
              "title": "Tunnel Vision",
              "detail": "4:36",
              "accessory": "none"
            },
            {
              "kind": "row",
              "title": "Exit 42",
              "detail": "3:53",
              "accessory": "none"
            },
            {
              "kind": "row",
              "title": "Home by Dawn",
              "detail": "4:10",
              "accessory": "none"
            }
          ]
        }
      ]
    }
  },
  "tabs": [
    {
      "id": "listen",
      "title": "Listen Now",
      "icon": "media-playback-start-symbolic",
      "screen": {
        "title": "Listen Now",
        "items": [
          {
            "kind": "header",
            "title": "Top Picks for You"
          },
          {
            "kind": "card",
            "title": "Midnight Drive",
            "text": "Synthwave for the long road home. 42 songs, 2 hr 51 min.",
            "artwork": {
              "seed": 3,
              "style": "blobs"
            },
            "destination": "album"
          },
          {
            "kind": "card",
            "title": "Coastal Mornings",
            "text": "Soft acoustic sets recorded by the sea.",
            "artwork": {
              "seed": 10,
              "style": "landscape"
            },
            "destination": "album"
          },
          {
            "kind": "card",
            "title": "Neon Garden",
            "text": "Electronic textures that bloom after dark.",
            "artwork": {
              "seed": 17,
              "style": "stripes"
            },
            "destination": "album"
          },
          {
            "kind": "card",
            "title": "Golden Hour",
            "text": "Warm soul and jazz for the end of the day.",
            "artwork": {
              "seed": 24,
              "style": "gradient"
            },
            "destination": "album"
          },
          {
            "kind": "card",
            "title": "Northern Lights",
            "text": "Ambient pieces from Reykjavik studios.",
            "artwork": {
              "seed": 31,
              "style": "blobs"
            },
            "destination": "album"
          },
          {
            "kind": "card",
            "title": "City Pulse",
            "text": "The week's most played in your city.",
            "artwork": {
              "seed": 38,
              "style": "stripes"
            },
            "destination": "album"
          },
          {
            "kind": "card",
            "title": "Desert Bloom",
            "text": "Guitar-driven indie with dusty edges.",
            "artwork": {
              "seed": 45,
              "style": "landscape"
            },
            "destination": "album"
          },
          {
            "kind": "card",
            "title": "Deep Focus",
            "text": "Minimal, steady, no vocals. Stay in the zone.",
            "artwork": {
              "seed": 52,
              "style": "gradient"
            },
            "destination": "album"
          },
          {
            "kind": "card",
            "title": "Summer Static",
            "text": "Lo-fi pop recorded on cassette.",
            "artwork": {
              "seed": 59,
              "style": "blobs"
            },
            "destination": "album"
          },
          {
            "kind": "card",
            "title": "Velvet Rooms",
            "text": "Late-night R&B, slow and close.",
            "artwork": {
              "seed": 66,
              "style": "gradient"
            },
            "destination": "album"
          },
          {
            "kind": "card",
            "title": "Alpine Air",
            "text": "Folk from the mountains, sung in four languages.",
            "artwork": {
              "seed": 73,
              "style": "landscape"
            },
            "destination": "album"
          },
          {
            "kind": "card",
            "title": "Chromatic",
            "text": "Bold orchestral scores for bold days.",
            "artwork": {
              "seed": 80,
              "style": "stripes"
            },
            "destination": "album"
          }
        ]
      }
    },
    {
      "id": "browse",
      "title": "Browse",
      "icon": "view-grid-symbolic",
      "screen": {
        "title": "Browse",
        "items": [
          {
            "kind": "header",
            "title": "New Releases"
          },
          {
            "kind": "card",
            "title": "Midnight Drive",
            "text": "Synthwave for the long road home. 42 songs, 2 hr 51 min.",
            "artwork": {
              "seed": 103,
              "style": "blobs"
            }
          },
          {
            "kind": "card",
            "title": "Coastal Mornings",
            "text": "Soft acoustic sets recorded by the sea.",
            "artwork": {
              "seed": 110,
              "style": "landscape"
            }
          },
          {
            "kind": "card",
            "title": "Neon Garden",
            "text": "Electronic textures that bloom after dark.",
            "artwork": {
              "seed": 117,
              "style": "stripes"
            }
          },
          {
            "kind": "card",
            "title": "Golden Hour",
            "text": "Warm soul and jazz for the end of the day.",
            "artwork": {
              "seed": 124,
              "style": "gradient"
            }
          },
          {
            "kind": "card",
            "title": "Northern Lights",
            "text": "Ambient pieces from Reykjavik studios.",
            "artwork": {
              "seed": 131,
              "style": "blobs"
            }
          },
          {
            "kind": "card",
            "title": "City Pulse",
            "text": "The week's most played in your city.",
            "artwork": {
              "seed": 138,
              "style": "stripes"
            }
          },
          {
            "kind": "card",
            "title": "Desert Bloom",
            "text": "Guitar-driven indie with dusty edges.",
            "artwork": {
              "seed": 145,
              "style": "landscape"
            }
          },
          {
            "kind": "card",
            "title": "Deep Focus",
            "text": "Minimal, steady, no vocals. Stay in the zone.",
            "artwork": {
              "seed": 152,
              "style": "gradient"
            }
          },
          {
            "kind": "card",
            "title": "Summer Static",
            "text": "Lo-fi pop recorded on cassette.",
            "artwork": {
              "seed": 159,
              "style": "blobs"
            }
          },
          {
            "kind": "card",
            "title": "Velvet Rooms",
            "text": "Late-night R&B, slow and close.",
            "artwork": {
              "seed": 166,
              "style": "gradient"
            }
          },
          {
            "kind": "card",
            "title": "Alpine Air",
            "text": "Folk from the mountains, sung in four languages.",
            "artwork": {
              "seed": 173,
              "style": "landscape"
            }
          },
          {
            "kind": "card",
            "title": "Chromatic",
            "text": "Bold orchestral scores for bold days.",
            "artwork": {
              "seed": 180,
              "style": "stripes"
            }
          }
        ]
      }
    },
    {
      "id": "radio",
      "title": "Radio",
      "icon": "network-wireless-symbolic",
      "screen": {
        "title": "Radio",
        "items": [
          {
            "kind": "header",
            "title": "Stations"
          },
          {
            "kind": "card",
            "title": "Midnight Drive",
            "text": "Synthwave for the long road home. 42 songs, 2 hr 51 min.",
            "artwork": {
              "seed": 203,
              "style": "blobs"
            }
          },
          {
            "kind": "card",
            "title": "Coastal Mornings",
            "text": "Soft acoustic sets recorded by the sea.",
            "artwork": {
              "seed": 210,
              "style": "landscape"
            }
          },
          {
            "kind": "card",
            "title": "Neon Garden",
            "text": "Electronic textures that bloom after dark.",
            "artwork": {
              "seed": 217,
              "style": "stripes"
            }
          },
          {
            "kind": "card",
            "title": "Golden Hour",
            "text": "Warm soul and jazz for the end of the day.",
            "artwork": {
              "seed": 224,
              "style": "gradient"
            }
          },
          {
            "kind": "card",
            "title": "Northern Lights",
            "text": "Ambient pieces from Reykjavik studios.",
            "artwork": {
              "seed": 231,
              "style": "blobs"
            }
          },
          {
            "kind": "card",
            "title": "City Pulse",
            "text": "The week's most played in your city.",
            "artwork": {
              "seed": 238,
              "style": "stripes"
            }
          },
          {
            "kind": "card",
            "title": "Desert Bloom",
            "text": "Guitar-driven indie with dusty edges.",
            "artwork": {
              "seed": 245,
              "style": "landscape"
            }
          },
          {
            "kind": "card",
            "title": "Deep Focus",
            "text": "Minimal, steady, no vocals. Stay in the zone.",
            "artwork": {
              "seed": 252,
              "style": "gradient"
            }
          },
          {
            "kind": "card",
            "title": "Summer Static",
            "text": "Lo-fi pop recorded on cassette.",
            "artwork": {
              "seed": 259,
              "style": "blobs"
            }
          },
          {
            "kind": "card",
            "title": "Velvet Rooms",
            "text": "Late-night R&B, slow and close.",
            "artwork": {
              "seed": 266,
              "style": "gradient"
            }
          },
          {
            "kind": "card",
            "title": "Alpine Air",
            "text": "Folk from the mountains, sung in four languages.",
            "artwork": {
              "seed": 273,
              "style": "landscape"
            }
          },
          {
            "kind": "card",
            "title": "Chromatic",
            "text": "Bold orchestral scores for bold days.",
            "artwork": {
              "seed": 280,
              "style": "stripes"
            }
          }
        ]
      }
    },
    {
      "id": "library",
      "title": "Library",
      "icon": "folder-music-symbolic",
      "screen": {
        "title": "Library",
        "items": [
          {
            "kind": "header",
            "title": "Recently Added"
          },
          {
            "kind": "card",
            "title": "Midnight Drive",
            "text": "Synthwave for the long road home. 42 songs, 2 hr 51 min.",
            "artwork": {
              "seed": 303,
              "style": "blobs"
            }
          },
          {
            "kind": "card",
            "title": "Coastal Mornings",
            "text": "Soft acoustic sets recorded by the sea.",
            "artwork": {
              "seed": 310,
              "style": "landscape"
            }
          },
          {
            "kind": "card",
            "title": "Neon Garden",
            "text": "Electronic textures that bloom after dark.",
            "artwork": {
              "seed": 317,
              "style": "stripes"
            }
          },
          {
            "kind": "card",
            "title": "Golden Hour",
            "text": "Warm soul and jazz for the end of the day.",
            "artwork": {
              "seed": 324,
              "style": "gradient"
            }
          },
          {
            "kind": "card",
            "title": "Northern Lights",
            "text": "Ambient pieces from Reykjavik studios.",
            "artwork": {
              "seed": 331,
              "style": "blobs"
            }
          },
          {
            "kind": "card",
            "title": "City Pulse",
            "text": "The week's most played in your city.",
            "artwork": {
              "seed": 338,
              "style": "stripes"
            }
          },
          {
            "kind": "card",
            "title": "Desert Bloom",
            "text": "Guitar-driven indie with dusty edges.",
            "artwork": {
              "seed": 345,
              "style": "landscape"
            }
          },
          {
            "kind": "card",
            "title": "Deep Focus",
            "text": "Minimal, steady, no vocals. Stay in the zone.",
            "artwork": {
              "seed": 352,
              "style": "gradient"
            }
          },
          {
            "kind": "card",
            "title": "Summer Static",
            "text": "Lo-fi pop recorded on cassette.",
            "artwork": {
              "seed": 359,
              "style": "blobs"
            }
          },
          {
            "kind": "card",
            "title": "Velvet Rooms",
            "text": "Late-night R&B, slow and close.",
            "artwork": {
              "seed": 366,
              "style": "gradient"
            }
          },
          {
            "kind": "card",
            "title": "Alpine Air",
            "text": "Folk from the mountains, sung in four languages.",
            "artwork": {
              "seed": 373,
              "style": "landscape"
            }
          },
          {
            "kind": "card",
            "title": "Chromatic",
            "text": "Bold orchestral scores for bold days.",
            "artwork": {
              "seed": 380,
              "style": "stripes"
            }
          }
        ]
      }
    }
  ]
}

"""#

    /// The built-in default scene: colourful cards under a floating glass tab bar with four tabs.
    public static func builtInDefault() -> Scene {
        // The text ships with the binary and a test decodes it, so failure here is a build defect.
        try! SceneDecoder.decode(defaultSceneJSON, file: "<built-in default scene>")
    }
}

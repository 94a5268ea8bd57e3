import Foundation
import Testing
import TracerMedia

/// Inputs that scripts/fuzz found crashing, leaking or hanging, kept as
/// regression tests. Each is a file libFuzzer wrote to .build-fuzz/crashes/.
@Suite struct HardeningFuzzRegressions {
    /// `leak-ad8b014b…`: a damaged WebM (VP9) whose header says 64×2489.
    /// libx264 refused the odd height and leaked its parameters (LeakSanitizer:
    /// 166 bytes in 3 allocations inside libx264). The writer now refuses odd
    /// sizes (and unknown presets) itself, before libx264 sees them.
    @Test func oddHeightVP9() throws {
        let input = try write(Self.oddHeightVP9, named: "odd-height.webm")
        let attempt = try attemptRoundTrip(input)
        guard case .encodeFailed(_, let reason) = attempt.error else {
            Issue.record("expected encodeFailed, got \(String(describing: attempt.error))")
            return
        }
        #expect(reason.contains("even picture size"))
        #expect(reason.contains("64×2489"))
        #expect(attempt.error?.exitCode == 9)
    }

    private func write(_ base64: String, named name: String) throws -> URL {
        let data = try #require(Data(base64Encoded: base64, options: .ignoreUnknownCharacters))
        let url = try scratchFolder().appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    static let oddHeightVP9 = """
        GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQJChYECGFOAZwEAAAAAAAbiEU2bdLpNu4tTq4QVSalmU6yBoU27i1OrhBZU
        rmtTrIHYTbuMqlR77VTDZ1OsggEeTbuMU6uEHFO7a1OsggbM7AEAAAAAAABZAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAVSalmsirXsYMPQkBNgI1M
        YXZmNTkuMjcuMTAwV0GNTGF2ZjU5LjI3LjEwMESJiEB5AAAAAAAAFlSua8GuAQAAAAAAADjXgQFzxYh5o08Qo8avJ5yBACK1nIN1
        bmSIgQCGhVZfVlA5g4EBI+ODhAX14QDgibCBQLqBMJqBAhJUw2dAgXNzoGPAgGfImkWjh0VOQ09ERVJEh41MYXZmNTkuMjcuMTAw
        c3PbY8CLY8WIeaNPEKPGrydnyKVFo4dFTkNPREVSRIeYTGF2YzU5LjM3LjEwMCBsaWJ2cHgtdnA5Z8iiRaOIRFVSQVRJT05Eh5Qw
        MDowMDowMC40MDAwMDAwMDAAAB9DtnVFIeeBAKNEk4EAQICCSYNCAAPwm4xK+wPPY0Rf83IBbCGgbJ3zZKak3Ina0XDXz72eRciC
        R5ScEQOao0csR8rcqr6FzNf//xTXqUT/vqj0tMxP/mQx7islxAMAAADyZfp9qOQtZrWMEPwFiG9r4jGOK/fnfvGZl4eh4swlc78F
        +xNXM8uGweBEszYnSWA9exvhx/vHs28g39icgv2LdNwQtO23L+Nukt1nDsVt//lKqf+MP8AGn/m0P8h//6S/keSFrc+xQf9fZvDP
        /rcQtz+Hbyr/um7HVFIVzRG6PxX1A3fcId0rSwUQjjBUXHdeaNH2p9LqeMmTxEEyXP7Wy0RrlVbgUUVAqAcVqDx6Ta0XPLvFRV+0
        RU6qjAj4OKkF5SWZI8eXlbiz1xP9J59GaERUdB5dk+Cju70UW9kcciv9fmLKfCQ8rED87PDH302uSh0zJTJjuYDtSnS2fPyLerzT
        NL9+f/qQ21r9nRPWwdkbLRlqkSFktBEa88PChdyJfEd6XJurwRPHJc8KPvb2aaRegbFcj1ajF+V8TKXrKw5O0t75YkewiTSrWIF7
        2H125R/mvKqDmUracDUjXezw2MxEHFO7a1OsggbM7AEAAAAAAABZAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAVSalmsirXsYMPQkBNgI1MYXZmNTku
        MjcuMTAwV0GNTGF2ZjU5LjI3LjEwMESJiEB5AAAAAAAAFlSua8GuAQAAAAAAADjXgQFzxYh5o08Qo8avJ5yBACK1nIN1bmSIgQCG
        hVZfVlA5g4EBI+ODhAX14QDgibCBQLqBMJqBAhJUw2dAgXNzoGPAgGfImkWjh0VOQ09ERVJEh41MYXZmNTkuMjcuMTAwc3PbY8CL
        Y8WIeaNPEKPGrydnyKVFo4dFTkNPREVSRIeYTGF2YzU5LjM3LjEwMCBsaWJ2cHgtdnA5Z8iiRaOIRFVSQVRJT05Eh5QwMDowMDow
        MC40MDAwMDAwMDAAAB9DtnVFIeeBAKNEk4EAAICCSYNCAAPwAvYCOCQcGEoAA4B8sX6/j9H9fi313r/Weo+V4/125mTp/TdF+vIC
        vt/ye4uE3s4fwnGOst6eB70upw/e/CXQcGLOAAB/w9ah/CSQK+eL93Xr6V/ZSRZj751e/qXg83sTUqXrJQcXUFtqFAMDbvlgMT/0
        dJ/aYVUDD1NauEryBKETtZ1+Y+dqVfE94pkhJx2aZVjH25cODayxHvr+akrbWgzJ6oTs4zDLf6fTSl1i1dda2FexaSTyWDiJR9xJ
        fisp3sbXiPTawKYWUzqCM9KTWbDZ/xNN1Id56/HV/+8F84KjtDf7gf9e8ulY0CNDZL//9wno2K4fFHdhUd9KWHpXl/M409CRCTfN
        stmk/8jHFWBdnYXmHmmPaS1q49RtGA0cke6idYr9CMsPwJg1sJGn8N2FmmAyrklU+nPJ0uZE+Wt7iActLBxokcffTa5KHTMlMmO5
        gO1KdLb8i3x6vNM0v35/+pDbWv2dE9bB2RstGWqRIWS0ERrzw8KF3Il8R3pcm6vBE8clzwo+9vZppF6BsVyPVqMX5XxMpesrDk7S
        3vliR7CJNKtYgXvYfXblH+a8qoOZStpwNSNd7PDYzESSYdy+SO05IJcU1JuMSvsDz2NEX/NyAWwhoGyd82SmpNyJ2tFw18+9nkXI
        gkeUnBEDmqNHLEfK3Kq+hczX//8U16lE/76o9LTMT/5kMe4rJcRR107X8mX6fajkLWa1jBD8BYhva+Ixjiv3537xmZeHoeLMJXO/
        BfsTVzPLhsHgRLM2J0lgPXsb4cf7x7NvIN/YnIL9i3TcELTtty/jbpLdZw7Fbf/5Sqn/jD/ABp/5tD/If/+kv5Hkha3Psc///l9m
        QbfwELc/h28q/7pux1RSFc0Ruj8V9QN33CHdK0sFEI4wVFx3XmjR9qfS6njJk8RBMlz+1stEa5VW4FFFQKgHFag8ek2tFzy7xUVf
        tEVOqowI+Dipu/zHaBzPgDBZ4891drQKrUctFHrqC6tL1cXZji05RSnArUVJRcowW625mBPaGeXyx95NZMXMN6IF5SWZI8eXlbiz
        1xP9J59GaERUdB5dk+Cju70UW9kcciv9fmLKfCQ8rED87PAvKzQA5qpW+ykI/G4CESqkyOS80r/4uVZlu2Ey4cPqmmPBKc0ejIUi
        3xSqesCcpaNVqxEwfQS0LqkjO7l9l//38gf2gvQ/r8Db6x/8tHtRDooTVzPLhsHgRLM2J0lgPXsb4cf7x7NvIN/YnIL9i3TcELTt
        ty/jbpLdZw7Fbf/5Sqn/jD/ABp/5tD/If/+kv5Hkha3Psc///l9mQbfwELc/h28q/7pux1RSFc0Ruj8V9QN33CHdK0sFEI4wVFx3
        XmjR9qfS6njJk8RBMlz+1stEa5VW4FFFQKgHFag8ek2tFzy7xUVftEVOqowI+Dipu/zHaBzPgDBZ4891drQKrUctFHrqC6tL1cXZ
        ji05RSnArUVJRcowW625mBPaGeXyx95NZMXMN6IF5SWZI8eXlbiz1xP9J59GaERUdB5dk+Cju70UW9kcciv9fmLKfCQ8rED87PAv
        KzQA5qpW+ykI/G4CESqkyOS80r/4uVZlu2Ey4cPqmmPBKc0ejIUi3xSqesCcpaNVqxEwfQS0LqkjO5Jh3L5I7TkglxTUm4xK+wPP
        Y0Rf83IBbCGgbJ3zZKak3Ina0XDXz72eRciCR5ScEQOao0csR8rcqr6FzNf//xTXqUT/vqj0tMxP/mQx7islxFHXTtfyZfp9qOQt
        ZrWMEPwFiG9r4jGOK/fnfvGZl4eh4swlc78F+xNXM8uGweBEszYnSWA9exvhx/vHs28g39icgv2LdNwQtO23L+Nukt1nDsVt//lK
        qf+MP8AGn/m0P8h//6S/keSFrc+xz//+X2ZBt/AQtz+HMAAAH0O2dUUh54EAo0STgQAAgIJJg0IAA/AC9gI4JBwYSgADgHyxfr+P
        0f1+LfXev9Z6j5Xj/XbmZOn9N0X68gK+3/J7i4Tezh/CcY6y3p4HvS6nD978JdBwYs4AAH/D1qH8JJAr54v3devpX9lJFmPvnV7+
        peDzexNSpeslBxdQW2oUAwNu+WAxP/R0n9phVQMPU1q4SvIEoRO1nX5j52pV8T3imSEnHZplWMfblw4NrLEe+v5qSttaDMnqhOzj
        MMt/p9NKXWLV11rYV7FpJPJYOIlH3El+KynexteI9NrAphZTOoIz0pNZsNn/E03Uh3nr8dX/7wXzgqO0N/uB/17y6VjQI0Nkv//3
        CejYrh8Ud2FR30pYeleX8zjT0JEJN82y2aT/yMcVYF2dheYeaY9pLWrj1G0YDRyR7qJ1iv0Iyw/AmDWwkafw3YWaYDKuSVT6c8nS
        5kT5a3uIBy0sHGiRx99NrkodMyUyY7mA7Up0tvyLfHq80zS/fn/6kNta/Z0T1sHZGy0ZapEhZLQRGvPDwoXciXxHelybq8ETxyXP
        Cj729mmkXoGxXI9WoxflfEyl6ysOTtLe+WJHsIkzq1iBe9h9duUf5ryqg5lK2nA1I13s8NjMRJJh3L5I7TkglxTUm4xK+wPPY0Rf
        83IBbCGgbJ3zZKak3Ina0XDXz72eRciCR5ScEQOao0csR8rcqr6FzNf//xTXqUT/vqj0tMxP/mQx7islxAMAAADyZfp9qOQtZrWM
        EPwFiG9r4jGOK/fnfvGZl4eh4swlc78F+xNXM8uGweBEszYnSWA9exvhx/vHs28g39icgv2LdNwQtO23L+Nukt1nDsVt//lKqf+M
        P8AGn/m0P8h//6S/keSFrc+xQf9fZvDP/rcQtz+Hbyr/um7HVFIVzRG6PxX1A3fcId0rSwUQjjBUXHdeaNH2p9LqeMmTxEEyXP7W
        y0RrlVbgUUVAqAcVqDx6Ta0XPLvFRV+0RU6qjAj4OKkF5SWZI8eXlbiz1xP9J59GaERUdB5dk+Cju70UW9kcciv9fmLKfCQ8rED8
        7PAvKzQA5qpW+ykI/G4CESqkyOS80r/4uVZlu2Ey4cPqmmPBKc0ejIUi3xSqesCcpaNVqxEwfQS0LqkjO7l9l//38gf2gvQ/r8Db
        6x/8tHtRDoqtYX//5rcciebKAu1qWvuk9ljGVxxapqR+Vjt8SXayGbcSKWNA+UD//ptj/jIMf8jqKsfFAuIXENO2D/SrHsCVx87h
        e5Uwfgxc9stPbk9PWldhX7pRXujdXlXrwDTUmdt+7RdAV9Q3ymLwoX50M/4F9uLr1QuIvb/wjF31wpaxA9TvKosPYr5qbuiapLh9
        VoQAptTTqO0j6cpwdem0REVgMPMGe4WL0MQ7HZ8cX7PJP+MspmF+CbFu5jCQiGu7Qp7+5m1WPX970EMrezeW9sdZURa14t/pGWl/
        PBOLc3sPT1jCx5uvn2uThtXg+qkW9UMrezeW9sdZURa14t/pGWl/PBOLc3sPT1jCx5uvn2uThtXg+qkW9ZVuaik+5o6hd116cBIW
        QYAAo6+BAGQAhgBAkpwUUAAAA2AAAH+AQrJ//vOJgeP6Dr/uFxc/41IvN+TwzGkxmwXAAKOzgQDIAIYAQJKcFE7gAANgAAB/Sulf
        //csL70tb9iaIMkY/40EFxlJ/LVxIM9z61bm19cgo6CBASwAhgBAkpwUUAAAA2AAAH9G3i9HXilhsJwA3qGw4BxTu2uRu4+zgQC3
        iveBAfGCAaXwgQM=
        """
}
